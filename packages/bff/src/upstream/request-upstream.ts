import type { CatalogueOperation, FamilyName } from '@talhao/schema';
import { COMMON } from '@talhao/schema';
import type { z } from 'zod';
import { appError, errorCode } from '../errors';
import type { SessionAccess } from '../session';
import type { HttpMethod, QueryParams, UpstreamClient, UpstreamLogger } from './client';
import type { UpstreamMetrics } from './metrics';

/** Whose token a call carries: the session's (default), none (public calls), or an explicit one. */
export type CallAuth = 'session' | 'public' | { jwt: string };

export interface FamilyCallOptions<S extends z.ZodType> {
  schema: S;
  operation: CatalogueOperation;
  query?: QueryParams;
  auth?: CallAuth;
  /** Messages for a provider error `code` (e.g. ACTIVE_ADVERT_EXISTS), over the catalogue's status text. */
  codeMessages?: Readonly<Record<string, string>>;
}

/** Header with which a MASTER token reads another user's data (docs/rest-contract.md "viewAs"). */
export { ON_BEHALF_OF_HEADER } from '@talhao/schema';

import { isReadOnlyCall, ON_BEHALF_OF_HEADER } from '@talhao/schema';

/** Reads the provider honours under X-On-Behalf-Of (the rule lives in packages/schema). */
export const isReadCall = (method: HttpMethod, path: string, family?: FamilyName): boolean =>
  isReadOnlyCall(method, path, family);

/** A family's REST calls, e.g. `ctx.upstream.family('consultantProfileApi').get('', {...})`. */
export interface FamilyClient {
  get<S extends z.ZodType>(path: string, options: FamilyCallOptions<S>): Promise<z.output<S>>;
  delete<S extends z.ZodType>(path: string, options: FamilyCallOptions<S>): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, options: FamilyCallOptions<S>): Promise<z.output<S>>;
  put<S extends z.ZodType>(path: string, body: unknown, options: FamilyCallOptions<S>): Promise<z.output<S>>;
  patch<S extends z.ZodType>(path: string, body: unknown, options: FamilyCallOptions<S>): Promise<z.output<S>>;
}

/**
 * The upstream client bound to one request: it adds the session's token, counts calls for
 * Server-Timing, and ends the session when the provider rejects the token (401).
 */
export class RequestUpstream {
  constructor(
    readonly client: UpstreamClient,
    private readonly deps: {
      session: SessionAccess;
      metrics: UpstreamMetrics;
      log: UpstreamLogger;
      requestId: string;
      /** Set for a master's read-only view of another user: every call carries X-On-Behalf-Of. */
      onBehalfOf?: string;
      /** When the request's answer is due (performance.now() time): calls and their retries end before it. */
      deadline?: number;
    },
  ) {}

  /** The viewed user's id when this binding reads on behalf of someone, else undefined. */
  get onBehalfOf(): string | undefined {
    return this.deps.onBehalfOf;
  }

  /** The same request's binding, reading as `userId` (the session's MASTER token plus X-On-Behalf-Of). */
  asUser(userId: string): RequestUpstream {
    return new RequestUpstream(this.client, { ...this.deps, onBehalfOf: userId });
  }

  get metrics(): UpstreamMetrics {
    return this.deps.metrics;
  }

  family(family: FamilyName): FamilyClient {
    const send =
      (method: HttpMethod, withBody: boolean) =>
      <S extends z.ZodType>(path: string, bodyOrOptions: unknown, maybeOptions?: FamilyCallOptions<S>) => {
        const options = (withBody ? maybeOptions : bodyOrOptions) as FamilyCallOptions<S>;
        return this.call(family, method, path, withBody ? bodyOrOptions : undefined, options);
      };
    return {
      get: (path, options) => send('GET', false)(path, options),
      delete: (path, options) => send('DELETE', false)(path, options),
      post: (path, body, options) => send('POST', true)(path, body, options),
      put: (path, body, options) => send('PUT', true)(path, body, options),
      patch: (path, body, options) => send('PATCH', true)(path, body, options),
    };
  }

  /** The session's token, or UNAUTHENTICATED when signed out. */
  sessionJwt(): string {
    const user = this.deps.session.get();
    if (!user) throw appError('UNAUTHENTICATED', COMMON.sessionExpired, { status: 401 });
    return user.jwt;
  }

  private async call<S extends z.ZodType>(
    family: FamilyName,
    method: HttpMethod,
    path: string,
    body: unknown,
    options: FamilyCallOptions<S>,
  ): Promise<z.output<S>> {
    const auth = options.auth ?? 'session';
    const onBehalfOf = this.deps.onBehalfOf;
    // A master's view of another area is read-only; the provider refuses writes too, but none is even sent.
    if (onBehalfOf && !isReadCall(method, path, family)) throw appError('FORBIDDEN', COMMON.forbidden, { status: 403 });
    const jwt = auth === 'public' ? null : auth === 'session' ? this.sessionJwt() : auth.jwt;
    try {
      return await this.client.call({
        family,
        path,
        method,
        body,
        query: options.query,
        jwt,
        schema: options.schema,
        operation: options.operation,
        codeMessages: options.codeMessages,
        headers: onBehalfOf ? { [ON_BEHALF_OF_HEADER]: onBehalfOf } : undefined,
        metrics: this.deps.metrics,
        log: this.deps.log,
        requestId: this.deps.requestId,
        deadline: this.deps.deadline,
      });
    } catch (error) {
      // The provider no longer accepts the session's token: the session is over.
      if (auth === 'session' && errorCode(error) === 'UNAUTHENTICATED') this.deps.session.destroy();
      throw error;
    }
  }
}
