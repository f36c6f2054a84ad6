import { z } from 'zod';
import {
  activationPayloadSchema,
  crmLoginPayloadSchema,
  languageOptionSchema,
  loginPayloadSchema,
  passwordRecoveryPayloadSchema,
  passwordResetPayloadSchema,
  sessionSchema,
  signupPayloadSchema,
  statusResponseSchema,
} from '../account/session.schema';
import {
  languageUpdateSchema,
  passwordChangeSchema,
  userInfoUpdateSchema,
  userMeResponseSchema,
} from '../account/user.schema';
import {
  billingInfoSchema,
  billingInfoUpdateSchema,
  resellerCodeUpdateSchema,
} from '../billing/billing-info.schema';
import { clientConfigurationSchema, customerPlanResponseSchema } from '../billing/plan.schema';
import {
  notificationPageQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '../notifications/notification.schema';
import { skuCountSchema } from '../shops/shop.schema';
import { defineCall } from './call';

/**
 * The captcha solution (an ALTCHA payload, base64) that login and signup carry when the server asks
 * for one (`captcha` in /config.json).
 */
export const captchaFieldSchema = z.object({ altcha: z.string().min(1).max(4096).optional() });

/**
 * `GET captcha/challenge`: an ALTCHA v2 proof-of-work challenge (altcha-lib 2 on the server, the
 * altcha 3 widget in the console). The widget solves `parameters` and posts back a base64 JSON
 * `{ challenge, solution }` as the `altcha` field.
 */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const codeParamsSchema = z.object({ code: z.string().min(1).max(128) });

/** `POST customers` answers the new customer's id so the activation link can be built. */
export const signupResponseSchema = statusResponseSchema.extend({ id: z.string().optional() });

/** `PUT users/me` takes one of three bodies (docs/product/access.md#account-screen). */
export const userMeUpdateSchema = z.union([
  passwordChangeSchema,
  languageUpdateSchema,
  userInfoUpdateSchema,
]);
export type UserMeUpdate = z.infer<typeof userMeUpdateSchema>;

/**
 * `PUT users/me` answers OK; a password change also answers the customer's new API key, which
 * replaced the old one (docs/product/access.md#api-key).
 */
export const userMeUpdateResponseSchema = statusResponseSchema.extend({
  api_key: z.string().min(1).optional(),
});
export type UserMeUpdateResponse = z.infer<typeof userMeUpdateResponseSchema>;

/** `PUT customers/me` takes billing fields or a reseller code. */
export const customerMeUpdateSchema = z.union([resellerCodeUpdateSchema, billingInfoUpdateSchema]);

export const apiKeyResponseSchema = z.object({ api_key: z.string().min(1) });

/** Calls of the access issue (docs/product/access.md#calls), relative to /API. */
export const accountApi = {
  captchaChallenge: defineCall({
    method: 'GET',
    path: '/captcha/challenge',
    response: captchaChallengeSchema,
    auth: 'public',
  }),
  login: defineCall({
    method: 'POST',
    path: '/session',
    body: loginPayloadSchema.extend(captchaFieldSchema.shape),
    response: sessionSchema,
    auth: 'public',
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/session',
    response: statusResponseSchema,
    auth: 'session',
  }),
  signup: defineCall({
    method: 'POST',
    path: '/customers',
    body: signupPayloadSchema.extend(captchaFieldSchema.shape),
    response: signupResponseSchema,
    auth: 'public',
  }),
  activate: defineCall({
    method: 'POST',
    path: '/customers/:id/activation',
    params: idParamsSchema,
    body: activationPayloadSchema,
    response: statusResponseSchema,
    auth: 'public',
  }),
  crmLogin: defineCall({
    method: 'POST',
    path: '/admin/users/:id/session',
    params: idParamsSchema,
    body: crmLoginPayloadSchema,
    response: sessionSchema,
    auth: 'admin',
  }),
  requestRecovery: defineCall({
    method: 'POST',
    path: '/users/password/recovery',
    body: passwordRecoveryPayloadSchema,
    response: statusResponseSchema,
    auth: 'public',
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/users/password/recovery/:code',
    params: codeParamsSchema,
    body: passwordResetPayloadSchema,
    response: statusResponseSchema,
    auth: 'public',
  }),
  languages: defineCall({
    method: 'GET',
    path: '/languages',
    response: z.array(languageOptionSchema),
    auth: 'public',
  }),
  getMe: defineCall({
    method: 'GET',
    path: '/users/me',
    response: userMeResponseSchema,
    auth: 'session',
  }),
  updateMe: defineCall({
    method: 'PUT',
    path: '/users/me',
    body: userMeUpdateSchema,
    response: userMeUpdateResponseSchema,
    auth: 'session',
  }),
  getCustomer: defineCall({
    method: 'GET',
    path: '/customers/me',
    response: billingInfoSchema,
    auth: 'session',
  }),
  updateCustomer: defineCall({
    method: 'PUT',
    path: '/customers/me',
    body: customerMeUpdateSchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  rotateApiKey: defineCall({
    method: 'POST',
    path: '/customers/me/api-key',
    response: apiKeyResponseSchema,
    auth: 'session',
  }),
  tier: defineCall({
    method: 'GET',
    path: '/customers/me/tier',
    response: clientConfigurationSchema,
    auth: 'session',
  }),
  plan: defineCall({
    method: 'GET',
    path: '/customers/me/plan',
    response: customerPlanResponseSchema,
    auth: 'session',
  }),
  skuCount: defineCall({
    method: 'GET',
    path: '/customers/me/count',
    response: skuCountSchema,
    auth: 'session',
  }),
  notifications: defineCall({
    method: 'GET',
    path: '/notifications',
    query: notificationPageQuerySchema,
    response: notificationPageSchema,
    auth: 'session',
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: '/notifications/count',
    response: unreadCountSchema,
    auth: 'session',
  }),
  readNotification: defineCall({
    method: 'POST',
    path: '/notifications/:id/read',
    params: idParamsSchema,
    response: statusResponseSchema,
    auth: 'session',
  }),
  readAllNotifications: defineCall({
    method: 'POST',
    path: '/notifications/bulk/read',
    response: statusResponseSchema,
    auth: 'session',
  }),
} as const;
