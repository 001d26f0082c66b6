import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../http/context';

export function registerFinanceRoutes(_app: FastifyInstance, _ctx: FixtureContext): void {}
