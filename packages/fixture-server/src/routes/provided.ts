import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../http/context';

export function registerProvidedRoutes(_app: FastifyInstance, _ctx: FixtureContext): void {}
