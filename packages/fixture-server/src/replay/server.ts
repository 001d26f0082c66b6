import { defaultFamilyTable, type FamilyTable } from '@talhao/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerJsonParser } from '../http/json';
import {
  type Cassette,
  type CassetteExchange,
  type CassetteRequest,
  describeRequest,
  requestMatches,
  splitFamilyPath,
} from './cassette';

/** The status of an answer to a request no cassette recorded: outside HTTP's range of real answers. */
export const UNRECORDED_STATUS = 599;

export interface ReplayOptions {
  /** One cassette, or several whose exchanges are pooled in order (REPLAY_DIR). */
  cassette?: Cassette;
  cassettes?: readonly Cassette[];
  /** Default defaultFamilyTable from @talhao/schema, as the real server's. */
  families?: FamilyTable;
  logger?: boolean;
}

export interface ReplayServer {
  app: FastifyInstance;
  /** Returns the base URL; default port 0 (any free port) on 127.0.0.1. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Requests that matched no unused exchange, in arrival order. */
  misses(): CassetteRequest[];
  /** Recorded exchanges no request used (yet). */
  unusedExchanges(): Array<{ scenario: string; index: number; exchange: CassetteExchange }>;
  /** Throws, naming every unrecorded request, when there was one. */
  assertNoMisses(): void;
}

/**
 * The fixture server's replay mode: answers each request with the first unused recorded exchange that
 * matches it on method, family, path, query and body (so a repeated identical request takes the next
 * recording), and answers anything else 599 with a JSON error naming the request — kept in `misses()`
 * so a test fails loudly instead of reading a made-up answer.
 */
export async function createReplayServer(options: ReplayOptions): Promise<ReplayServer> {
  const cassettes = [...(options.cassette ? [options.cassette] : []), ...(options.cassettes ?? [])];
  const families = options.families ?? defaultFamilyTable;
  const pool = cassettes.flatMap((cassette) =>
    cassette.exchanges.map((exchange, index) => ({ scenario: cassette.scenario, index, exchange, used: false })),
  );
  const misses: CassetteRequest[] = [];

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  registerJsonParser(app);
  // Uploads and other bodies are not replayed: they arrive as bytes and match nothing recorded as JSON.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, { bytes: body.length }));

  app.all('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://replay');
    const { family, path } = splitFamilyPath(families, decodeURIComponentSafe(url.pathname));
    const incoming: CassetteRequest = {
      method: request.method,
      family,
      path,
      query: Object.fromEntries(url.searchParams),
      ...(request.body === undefined ? {} : { body: request.body }),
    };
    const entry = pool.find((candidate) => !candidate.used && requestMatches(candidate.exchange.request, incoming));
    if (!entry) {
      misses.push(incoming);
      return reply.code(UNRECORDED_STATUS).send({
        error: 'UNRECORDED_REQUEST',
        message: `No recorded exchange for ${describeRequest(incoming)}`,
        request: incoming,
      });
    }
    entry.used = true;
    const { response } = entry.exchange;
    if (response.status === 0) {
      // Recorded as unreachable: drop the connection, as the provider did.
      request.raw.socket.destroy();
      return reply.hijack();
    }
    reply.code(response.status);
    if (response.body === undefined) return reply.send();
    return reply.type('application/json').send(JSON.stringify(response.body));
  });

  return {
    app,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (address === null || typeof address === 'string') return String(address);
      return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
    },
    close: () => app.close(),
    misses: () => [...misses],
    unusedExchanges: () =>
      pool.filter((entry) => !entry.used).map(({ scenario, index, exchange }) => ({ scenario, index, exchange })),
    assertNoMisses() {
      if (misses.length === 0) return;
      throw new Error(
        `${misses.length} request(s) not recorded in the cassette:\n${misses.map((m) => `- ${describeRequest(m)}`).join('\n')}`,
      );
    },
  };
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
