import { z } from 'zod';
import { emailSchema, passwordSchema } from '../validation/validation.schema';
import { apiStatusSchema, supportedLanguageSchema } from './session.schema';

/** User info (docs/product/access.md#account-screen). */
export const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: emailSchema,
  phone: z.string(),
  languageIso: supportedLanguageSchema,
  companyName: z.string(),
  lang: z.string(),
  resellerCode: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `GET users/me`: `status: ERROR` means not logged in. */
export const userMeResponseSchema = userInfoSchema.partial().extend({ status: apiStatusSchema });
export type UserMeResponse = z.infer<typeof userMeResponseSchema>;

/** `PUT users/me` with user fields: company name, reseller code and lang are not sent. */
export const userInfoUpdateSchema = userInfoSchema.omit({
  companyName: true,
  resellerCode: true,
  lang: true,
  languageIso: true,
});
export type UserInfoUpdate = z.infer<typeof userInfoUpdateSchema>;

/** `PUT users/me` with a password change; the new password must differ from the current one. */
export const passwordChangeSchema = z
  .object({ password: passwordSchema, previousPassword: z.string().min(1) })
  .refine((change) => change.password !== change.previousPassword, {
    message: 'The new password must differ from the current one',
    path: ['password'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `PUT users/me` with the interface language. */
export const languageUpdateSchema = z.object({ languageIso: supportedLanguageSchema });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;
