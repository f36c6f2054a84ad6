import { accountApi, type Session } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';

/*
 * The access calls with their contracts: the lazily loaded half of the auth data layer.
 * auth.queries imports this module on first use, so the login route renders without the contract
 * schemas and fetches them when the visitor starts typing; the captcha widget, itself loaded only
 * when a captcha is asked for, takes its challenge from here too.
 */

export function login(body: {
  username: string;
  password: string;
  altcha?: string;
}): Promise<Session> {
  return apiClient.call(accountApi.login, { body });
}

export function crmLogin(id: string, token: string): Promise<Session> {
  return apiClient.call(accountApi.crmLogin, { params: { id }, body: { token } });
}

export async function signup(body: {
  email: string;
  password: string;
  language_iso: 'en' | 'it';
  altcha?: string;
}) {
  return ensureOk(await apiClient.call(accountApi.signup, { body }));
}

export async function activate(id: string, key: string) {
  return ensureOk(await apiClient.call(accountApi.activate, { params: { id }, body: { key } }));
}

export async function requestRecovery(email: string) {
  return ensureOk(await apiClient.call(accountApi.requestRecovery, { body: { email } }));
}

export async function resetPassword(code: string, password: string) {
  return ensureOk(
    await apiClient.call(accountApi.resetPassword, { params: { code }, body: { password } }),
  );
}

export async function logout() {
  return apiClient.call(accountApi.logout);
}

/** `GET captcha/challenge`, validated by its contract before the widget sees it. */
export function captchaChallenge() {
  return apiClient.call(accountApi.captchaChallenge);
}
