/**
 * The load section's baseline: a bare Fastify + undici server that makes the SAME upstream calls as the
 * BFF for the provided-consultancies page — one list call, then the two lookups of the ids it names,
 * in parallel, with the same bodies — and returns the combined JSON. No GraphQL, no zod, no session:
 * what is left between the two is the BFF's own cost.
 *
 * Run as a child process by the load section: `node --import tsx src/passthrough.ts` with UPSTREAM_URL,
 * UPSTREAM_TOKEN (the consultant's provider JWT), PORT and HOST; it prints `listening <url>` when ready.
 */
import { pathToFileURL } from 'node:url';
import { defaultFamilyTable, type FamilyTable } from '@talhao/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { Pool } from 'undici';

export interface PassthroughOptions {
  upstreamUrl: string;
  /** Bearer token for every upstream call. */
  token: string;
  families?: FamilyTable;
}

interface UpstreamPage {
  items: { consultancy: string; user: string }[];
}

/** The route of the page the load section measures (`?page=N`, default 1). */
export const PASSTHROUGH_ROUTE = '/provided';

const unique = (values: (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === 'string')),
];

export function createPassthrough(options: PassthroughOptions): FastifyInstance {
  const families = options.families ?? defaultFamilyTable;
  // The BFF's upstream pool settings (packages/bff/src/upstream/client.ts), so connection reuse is alike.
  const pool = new Pool(new URL(options.upstreamUrl).origin, { connections: 128, keepAliveTimeout: 30_000 });
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${options.token}`,
  };

  async function post(path: string, body: unknown): Promise<unknown> {
    const response = await pool.request({ path, method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.body.text();
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw new Error(`upstream ${response.statusCode} on ${path}: ${text.slice(0, 200)}`);
    }
    return JSON.parse(text);
  }

  const app = Fastify({ logger: false });
  app.get<{ Querystring: { page?: string } }>(PASSTHROUGH_ROUTE, async (request) => {
    const page = Number(request.query.page ?? '1') || 1;
    const list = (await post(
      `${families.consultantConsultancyProvidedApi}/filter?pageNumber=${page}`,
      {},
    )) as UpstreamPage;
    // The BFF's DataLoaders: one batched call per resource kind, both at once.
    const [consultancies, farmers] = await Promise.all([
      post(`${families.consultantConsultancyApi}/filter?pageNumber=1`, {
        _id: unique(list.items.map((item) => item.consultancy)),
      }),
      post(`${families.consultantFarmerProfileApi}/users-registered/filter?pageNumber=1`, {
        _id: unique(list.items.map((item) => item.user)),
      }),
    ]);
    return { list, consultancies, farmers };
  });
  app.addHook('onClose', async () => {
    await pool.close();
  });
  return app;
}

async function main(): Promise<void> {
  const { UPSTREAM_URL, UPSTREAM_TOKEN, PORT, HOST } = process.env;
  if (!UPSTREAM_URL || !UPSTREAM_TOKEN) throw new Error('passthrough: UPSTREAM_URL and UPSTREAM_TOKEN are required');
  const app = createPassthrough({ upstreamUrl: UPSTREAM_URL, token: UPSTREAM_TOKEN });
  const url = await app.listen({ port: Number(PORT ?? 0), host: HOST ?? '127.0.0.1' });
  process.stdout.write(`listening ${url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
