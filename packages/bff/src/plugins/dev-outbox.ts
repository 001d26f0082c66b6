import { COMMON } from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import type { DevFixture, OutboxEntry } from '../services';
import { isDeveloperRequest } from './dev-access';
import { sendError } from './http-errors';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const KIND_LABEL: Record<string, string> = {
  'confirm-account': 'Confirmação de conta',
  'email-update': 'Alteração de email',
  recovery: 'Recuperação de senha',
};

const formatWhen = (value: string | Date) =>
  new Date(value).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });

export function renderOutboxPage(messages: OutboxEntry[], key?: string): string {
  const keyParam = key ? `&amp;key=${encodeURIComponent(key)}` : '';
  const rows = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span class="kind">${escapeHtml(KIND_LABEL[m.kind] ?? m.kind)}</span></header>
  <p class="meta">Para <b>${escapeHtml(m.to)}</b> (${escapeHtml(m.role)}) — ${escapeHtml(formatWhen(m.createdAt))}</p>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Caixa de saída (desenvolvimento) — Talhão</title>
<style>
body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2a1f}
article{border:1px solid #cfd8cf;border-radius:.5rem;padding:1rem;margin:1rem 0}
.kind{font-size:.8rem;background:#e3efe3;border-radius:1rem;padding:.1rem .6rem;margin-left:.5rem}
.meta{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit;background:#f6f8f6;padding:.75rem;border-radius:.25rem}
</style>
</head>
<body>
<h1>Caixa de saída</h1>
<p>E-mails enviados pelo servidor de fixtures embutido (somente em desenvolvimento), do mais recente ao mais antigo. <a href="?format=json${keyParam}">JSON</a></p>
${rows || '<p>Nenhum e-mail enviado ainda.</p>'}
</body>
</html>`;
}

/**
 * GET /__dev/outbox: the embedded fixture server's account e-mails, with clickable links (or
 * ?format=json). They hold confirmation links and temporary passwords, so the page answers only
 * this machine or the per-start key `npm start` prints (anyone else gets the plain 404), and is
 * never cached.
 */
export async function devOutboxPlugin(
  app: FastifyInstance,
  { fixture, devKey }: { fixture: DevFixture; devKey: string | undefined },
) {
  app.get('/__dev/outbox', async (request, reply) => {
    if (!isDeveloperRequest(request, devKey)) return sendError(reply, 404, 'NOT_FOUND', COMMON.notFoundTitle);
    reply.header('cache-control', 'no-store');
    const messages = await fixture.outbox();
    if ((request.query as { format?: string }).format === 'json') return messages;
    const key = (request.query as { key?: string }).key;
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages, key));
  });
}
