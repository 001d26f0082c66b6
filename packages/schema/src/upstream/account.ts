import { z } from 'zod';
import { addressSchema } from '../address';
import { ROLES } from '../roles';

/**
 * Upstream payloads of the auth and profile families, as the provider sends them.
 * The BFF parses every response with these; the fixture server produces them.
 */
export const upstreamId = z.string().min(1);

export const loginResponseSchema = z.object({
  role: z.enum(ROLES),
  jwtToken: z.string().min(1),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const pictureSchema = z.object({ url: z.string() }).nullable().optional();

export const upstreamProfileSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  email: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  createdAt: z.string(),
  address: addressSchema.partial({ coords: true }).nullable().optional(),
  profilePicture: pictureSchema,
  permissions: z.array(z.string()).default([]),
  role: z.enum(ROLES),
  birthDate: z.string().nullable().optional(),
  professionalResume: z.string().nullable().optional(),
  cpf: z.string().nullable().optional(),
  cnpj: z.string().nullable().optional(),
  company: z.object({ _id: upstreamId, name: z.string() }).nullable().optional(),
  createdBy: z.string().nullable().optional(),
});
export type UpstreamProfile = z.infer<typeof upstreamProfileSchema>;

/** Error body of the provider: `message`, and for a not-verified sign-in the marker in `code`. */
export const upstreamErrorBodySchema = z.object({
  statusCode: z.number().optional(),
  message: z.union([z.string(), z.array(z.string())]).optional(),
  code: z.string().optional(),
});

export const okBodySchema = z.object({ message: z.string().optional() }).loose();
