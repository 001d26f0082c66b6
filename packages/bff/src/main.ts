import cluster from 'node:cluster';
import { startPrimary, startWorker } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';

/**
 * The BFF's entry (compiled to packages/bff/dist/main.js by scripts/build.mjs; `npm start` runs that).
 * BFF_WORKERS (default: one per core) > 1: a node:cluster primary with that many workers (cluster.ts);
 * 1: everything in this one process.
 */
async function main() {
  let loaded: ReturnType<typeof loadConfig>;
  try {
    loaded = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const { config, warnings } = loaded;
  if (cluster.isWorker) {
    await startWorker(config);
    return;
  }
  for (const warning of warnings) process.stderr.write(`Aviso: ${warning}\n`);
  // Every worker would write the same cassette file: recording (a development tool) runs in one process.
  if (config.workers > 1 && config.recordDir) {
    process.stderr.write('Aviso: RECORD_DIR definido; o BFF roda em um único processo enquanto grava.\n');
  }
  if (config.workers > 1 && !config.recordDir) await runCluster(config);
  else await runSingle(config);
}

async function summary(
  config: Config,
  upstreamUrl: string,
  embedded: boolean,
  devKey: string | undefined,
  processes: string,
): Promise<string> {
  const out = [`\nTalhão no ar em ${config.publicUrl} (${processes})`];
  if (embedded) {
    // Only the demo needs the accounts table (and with it the fixture server's module).
    const { demoAccountsTable } = await import('./demo-accounts');
    out.push(`API de demonstração embutida em ${upstreamUrl} (dados em ${config.dataDir})`);
    out.push(
      `E-mails enviados: ${config.publicUrl}/__dev/outbox (desta máquina; de outra: ${config.publicUrl}/__dev/outbox?key=${devKey})`,
      '',
      demoAccountsTable(config.publicUrl),
    );
  } else {
    out.push(`API do provedor: ${upstreamUrl}`);
  }
  return `${out.join('\n')}\n\n`;
}

function onSignals(shutdown: (signal: string) => Promise<void>) {
  let closing = false;
  const handle = (signal: string) => {
    if (closing) return;
    closing = true;
    void shutdown(signal).then(() => process.exit(0));
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}

async function runSingle(config: Config) {
  const { startPlatform } = await import('./platform');
  const platform = await startPlatform(config);
  process.stdout.write(
    await summary(config, platform.upstreamUrl, Boolean(platform.fixture), platform.devKey, '1 processo'),
  );
  onSignals(async (signal) => {
    platform.app.log.info({ signal }, 'encerrando');
    await platform.close();
  });
}

async function runCluster(config: Config) {
  const started = await startPrimary(config, () => process.exit(1));
  process.stdout.write(
    await summary(
      config,
      started.upstreamUrl,
      Boolean(started.fixture),
      started.devKey,
      `${started.workers} processos do BFF`,
    ),
  );
  onSignals(() => started.close());
}

void main().catch((error) => {
  process.stderr.write(`Falha ao iniciar o Talhão: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
