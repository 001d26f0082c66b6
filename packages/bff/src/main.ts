import { ConfigError, loadConfig } from './config';
import { demoAccountsTable } from './demo-accounts';
import { startPlatform } from './platform';

async function main() {
  let loaded: ReturnType<typeof loadConfig>;
  try {
    loaded = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const { config, warnings } = loaded;
  for (const warning of warnings) process.stderr.write(`Aviso: ${warning}\n`);

  const platform = await startPlatform(config);
  const out = [`\nTalhão no ar em ${config.publicUrl}`];
  if (platform.fixture) {
    out.push(`API de demonstração embutida em ${platform.upstreamUrl} (dados em ${config.dataDir})`);
    out.push(
      `E-mails enviados: ${config.publicUrl}/__dev/outbox (desta máquina; de outra: ${config.publicUrl}/__dev/outbox?key=${platform.devKey})`,
      '',
      demoAccountsTable(config.publicUrl),
    );
  } else {
    out.push(`API do provedor: ${platform.upstreamUrl}`);
  }
  process.stdout.write(`${out.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    platform.app.log.info({ signal }, 'encerrando');
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error) => {
  process.stderr.write(`Falha ao iniciar o Talhão: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
