import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../../http/context';
import { conflict, notFound } from '../../../http/errors';
import { created, paginate, parsePageNumber } from '../../../http/pagination';
import { familyRouter } from '../../../http/routing';
import { objectId } from '../../../store/ids';
import {
  CONFLICT_CODES,
  newestStartFirst,
  PUSH_NOTIFICATIONS,
  type PushNotificationRecord,
  sameContent,
  toNotificationPayload,
} from './broadcasts';
import { type BroadcastInput, parseNotificationInput } from './validation';

export const NOTIFICATION_HTTP_MESSAGES = {
  notFound: 'Notificação não encontrada.',
  duplicate: 'Já existe uma notificação com os mesmos dados',
  deleted: 'Notificação excluída!',
} as const;

/** Push notifications of the farmers' app (spec 000 §3, §5, §7, §8): adverts without url, status and image. */
export function registerMasterNotificationRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const notifications = store.collection(PUSH_NOTIFICATIONS);
  const router = familyRouter(app, ctx.families, 'masterNotificationApi');
  const bearer = { access: 'bearer' } as const;

  const byId = (request: FastifyRequest): PushNotificationRecord => {
    const { id } = request.params as { id: string };
    const notification = notifications.get(id);
    if (!notification) throw notFound(NOTIFICATION_HTTP_MESSAGES.notFound);
    return notification;
  };

  const checkDuplicate = (input: BroadcastInput, self: string | null) => {
    if (notifications.find((n) => n._id !== self && sameContent(n, input))) {
      throw conflict(NOTIFICATION_HTTP_MESSAGES.duplicate, CONFLICT_CODES.duplicate);
    }
  };

  router.post('/filter', bearer, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    return paginate(notifications.all().sort(newestStartFirst), pageNumber, toNotificationPayload);
  });

  router.post('', bearer, async (request, reply) => {
    const input = parseNotificationInput(request.body, { now: now() });
    checkDuplicate(input, null);
    const at = now();
    const notification = notifications.insert({
      _id: objectId(at),
      ...input,
      lastPush: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(created(notification));
  });

  router.get('/:id', bearer, async (request) => toNotificationPayload(byId(request)));

  router.put('/:id', bearer, async (request) => {
    const current = byId(request);
    const input = parseNotificationInput(request.body, { now: now(), keepStart: current.startDate });
    checkDuplicate(input, current._id);
    const updated = notifications.update(current._id, { ...input, updatedAt: now().toISOString() })!;
    return toNotificationPayload(updated);
  });

  router.delete('/:id', bearer, async (request) => {
    notifications.remove(byId(request)._id);
    return { message: NOTIFICATION_HTTP_MESSAGES.deleted };
  });
}
