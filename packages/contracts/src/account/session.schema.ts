import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants/console.constants';
import { emailSchema, passwordSchema } from '../validation/validation.schema';

/**
 * Every legacy-style answer carries `status: OK | ERROR` (docs/product/shell.md#errors-and-toasts).
 */
export const API_STATUSES = ['OK', 'ERROR'] as const;
export const apiStatusSchema = z.enum(API_STATUSES);
export type ApiStatus = z.infer<typeof apiStatusSchema>;

/** `{ status }` answers of calls whose only news is success or failure. */
export const statusResponseSchema = z.object({
  status: apiStatusSchema,
  message: z.string().optional(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const supportedLanguageSchema = z.enum(SUPPORTED_LANGUAGES);

/** `POST session`. The login form calls the email `username`. */
export const loginPayloadSchema = z.object({
  username: emailSchema,
  password: z.string().min(1),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/**
 * Session (docs/product/access.md#session); the console keeps `jwt` and `api_key` in local storage.
 */
export const sessionSchema = z.object({
  jwt: z.string(),
  api_key: z.string(),
  status: apiStatusSchema,
  code: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `POST customers`. */
export const signupPayloadSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  language_iso: supportedLanguageSchema,
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

/** `POST customers/{id}/activation`. */
export const activationPayloadSchema = z.object({ key: z.string().min(1) });
export type ActivationPayload = z.infer<typeof activationPayloadSchema>;

/** `POST users/{id}/session` on the admin base path (crm-login). */
export const crmLoginPayloadSchema = z.object({ token: z.string().min(1) });
export type CrmLoginPayload = z.infer<typeof crmLoginPayloadSchema>;

/** `POST users/password/recovery`. */
export const passwordRecoveryPayloadSchema = z.object({ email: emailSchema });
export type PasswordRecoveryPayload = z.infer<typeof passwordRecoveryPayloadSchema>;

/** `POST users/password/recovery/{code}`. */
export const passwordResetPayloadSchema = z.object({ password: passwordSchema });
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

/** `GET languages` item. */
export const languageOptionSchema = z.object({ iso6391: z.string().min(2), name: z.string() });
export type LanguageOption = z.infer<typeof languageOptionSchema>;
