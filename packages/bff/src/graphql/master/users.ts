import { profileEditSchema, upstreamProfileSchema } from '@talhao/schema';
import { profilePageSchema } from '@talhao/schema/upstream/master';
import { validate } from '../../errors';
import { publicFileUrl } from '../../files';
import type { Resolvers, UserSummary } from '../../generated/resolvers';
import { fromAddressInput, toProfile } from '../account/profile';
import { pageInfo, pageNumber } from '../base/paging';
import { kindOfRole, ROLE_OF_KIND } from './kinds';
import { LIST_LOAD, PAGE_INVALID } from './messages';

const userPath = (id: string) => `/${encodeURIComponent(id)}`;

export const usersResolvers: Resolvers = {
  Query: {
    /** `POST masterStoreHouseUsersApi/filter?pageNumber=` with the kind's role and the name typed. */
    users: async (_parent, { kind, name, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const search = name?.trim();
      const result = await ctx.upstream
        .family('masterStoreHouseUsersApi')
        .post('/filter', search ? { role: ROLE_OF_KIND[kind], name: search } : { role: ROLE_OF_KIND[kind] }, {
          schema: profilePageSchema,
          ...LIST_LOAD,
          query: { pageNumber: pageNo },
        });
      const items: UserSummary[] = result.items.map((user) => ({
        id: user._id,
        kind: kindOfRole(user.role, kind),
        name: user.name,
        pictureUrl: publicFileUrl(user.profilePicture?.url),
        city: user.address?.city ?? null,
        stateFrom: user.address?.stateFrom ?? null,
      }));
      return { ...pageInfo(pageNo, result.pageSize, result.total), items };
    },

    /** The same Profile types as the account domain; null when the provider knows no such user. */
    user: async (_parent, { id }, ctx) => {
      const profile = await ctx.users.load(id);
      return profile ? toProfile(profile, ctx.now()) : null;
    },
  },

  Mutation: {
    /** The account's profile-edit rules (same zod schema as the form), written through the store-house family. */
    updateUserProfile: async (_parent, { id, input }, ctx) => {
      const values = validate(profileEditSchema, {
        name: input.name,
        phoneNumber: input.phoneNumber,
        address: fromAddressInput(input.address),
        birthDate: input.birthDate ?? undefined,
      });
      const body: Record<string, unknown> = {
        name: values.name,
        phoneNumber: values.phoneNumber,
        address: values.address,
      };
      if (values.birthDate) body.birthDate = values.birthDate;
      const profile = await ctx.upstream.family('masterStoreHouseUsersApi').put(userPath(id), body, {
        schema: upstreamProfileSchema,
        operation: 'updateUserProfile',
      });
      ctx.users.prime(profile);
      return toProfile(profile, ctx.now());
    },
  },
};
