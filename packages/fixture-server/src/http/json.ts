import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * JSON bodies, tolerating an empty body sent with a JSON content type (some clients do that on
 * GET/DELETE; a real provider accepts it). Malformed JSON is still a 400.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('JSON inválido no corpo da requisição'), undefined);
    }
  });
}
