import { request } from 'node:http';
import { COMMON } from '@talhao/schema';
import { expect, it } from 'vitest';
import { useStack } from '../test/helpers';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (found by the bench's fuzz: a GET whose
 * query string is over the 16 KB header limit) still get the BFF's refusal with a known code.
 */
const stack = useStack();

function rawGet(port: number, path: string): Promise<{ status: number; body: string; connection: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: String(res.headers.connection) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('answers a URL over the header limit with 431 and the BFF’s own code and message', async () => {
  await stack.bff.listen({ port: 0, host: '127.0.0.1' });
  const address = stack.bff.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const answer = await rawGet(port, `/graphql?query=${'a'.repeat(20_000)}`);
  expect(answer.status).toBe(431);
  expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_USER_INPUT', message: COMMON.requestTooLarge });
  expect(answer.connection).toBe('close');
});
