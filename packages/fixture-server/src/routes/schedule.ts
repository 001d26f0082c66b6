import type { FastifyInstance } from 'fastify';
import type { FixtureContext } from '../http/context';

export function registerScheduleRoutes(_app: FastifyInstance, _ctx: FixtureContext): void {}
