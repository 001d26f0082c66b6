import { CATALOGUE, okBodySchema, pushNotificationSchema, todayInSaoPaulo } from '@talhao/schema';
import { createdSchema, notificationPageSchema, upstreamNotificationSchema } from '@talhao/schema/upstream/master';
import type { RequestContext } from '../../context';
import { errorCode } from '../../errors';
import type { PushNotificationInput, Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { notificationBody, notificationFormValues, toPushNotification } from './broadcast-mapping';
import { validateBroadcast } from './broadcast-validation';
import { ITEM_LOAD, LIST_LOAD, PAGE_INVALID } from './messages';

const notificationsApi = (ctx: RequestContext) => ctx.upstream.family('masterNotificationApi');
const notificationPath = (id: string) => `/${encodeURIComponent(id)}`;
const SAVE = { operation: 'savePushNotification' } as const;

/** Adverts' rules without URL, status and image; message ≤ 105 (spec 000 §5). */
export async function createPushNotification(ctx: RequestContext, input: PushNotificationInput) {
  const rules = { today: todayInSaoPaulo(ctx.now()) };
  const body = notificationBody(validateBroadcast(pushNotificationSchema(rules), notificationFormValues(input)));
  const created = await notificationsApi(ctx).post('', body, { schema: createdSchema, ...SAVE });
  return {
    notification: toPushNotification({ _id: created._id, ...body, lastPush: null }),
    message: CATALOGUE.savePushNotification.success,
  };
}

/** An edit keeps its stored start date valid even once it is in the past (keepStart). */
export async function updatePushNotification(ctx: RequestContext, id: string, input: PushNotificationInput) {
  const api = notificationsApi(ctx);
  const stored = await api.get(notificationPath(id), { schema: upstreamNotificationSchema, ...SAVE });
  const rules = { today: todayInSaoPaulo(ctx.now()), keepStart: stored.startDate.slice(0, 10) };
  const body = notificationBody(validateBroadcast(pushNotificationSchema(rules), notificationFormValues(input)));
  const updated = await api.put(notificationPath(id), body, { schema: upstreamNotificationSchema, ...SAVE });
  return { notification: toPushNotification(updated), message: CATALOGUE.savePushNotification.success };
}

export const notificationResolvers: Resolvers = {
  Query: {
    pushNotifications: async (_parent, { page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const result = await notificationsApi(ctx).post(
        '/filter',
        {},
        { schema: notificationPageSchema, ...LIST_LOAD, query: { pageNumber: pageNo } },
      );
      return { ...pageInfo(pageNo, result.pageSize, result.total), items: result.items.map(toPushNotification) };
    },
    pushNotification: async (_parent, { id }, ctx) => {
      try {
        const item = await notificationsApi(ctx).get(notificationPath(id), {
          schema: upstreamNotificationSchema,
          ...ITEM_LOAD,
        });
        return toPushNotification(item);
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    createPushNotification: (_parent, { input }, ctx) => createPushNotification(ctx, input),
    updatePushNotification: (_parent, { id, input }, ctx) => updatePushNotification(ctx, id, input),
    deletePushNotification: async (_parent, { id }, ctx) => {
      await notificationsApi(ctx).delete(notificationPath(id), {
        schema: okBodySchema,
        operation: 'deletePushNotification',
      });
      return { message: CATALOGUE.deletePushNotification.success };
    },
  },
};
