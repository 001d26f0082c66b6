import type { FastifyInstance } from 'fastify';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The app's deepest input (a property's outline:
 * input → areas → outline → points → coordinates) is under 10 levels. The bound is generous on purpose: a value
 * nested a few hundred levels costs nothing to parse and is better refused by the GraphQL layer, which names the
 * field (the fuzz's 200-level polygon); this one only stops the pathological bodies below.
 */
export const MAX_JSON_DEPTH = 256;

/**
 * Whether `text` nests arrays/objects deeper than `max`, read in one pass without parsing (strings skipped). A
 * body of 128 KB of `[` parses into 64,000 nested arrays, and collecting them cost the BFF 40–400 ms of CPU per
 * request (bench fuzz, security/event-loop.test.ts), for a request that may carry anything as undeclared
 * variables; this scan costs well under a millisecond.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/** A refusal the error handler answers as a 400 in pt-BR (a malformed body, said as one). */
export const tooDeep = () => Object.assign(new Error('JSON nested too deep'), { statusCode: 400 });

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind the nesting check above. Set on the root
 * instance before the plugins, so every route's JSON body goes through it.
 */
export function useDepthLimitedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
