import { randomBytes } from 'node:crypto';
import { waitForMail } from './outbox';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@e2e.trova.test`;
}

/** A password that satisfies the policy, different on every call. */
export function strongPassword(): string {
  return `Tr0va!${randomBytes(5).toString('hex')}`;
}

/** Signs up and activates through the public API, as the console would; loopback needs no captcha. */
export async function createActiveAccount(
  baseUrl: string,
  dataDir: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/API/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, language_iso: 'en' }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const link = new URL((await waitForMail(dataDir, email, 'activation')).link);
  const id = link.searchParams.get('id') ?? '';
  const activation = await fetch(`${baseUrl}/API/customers/${id}/activation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: link.searchParams.get('key') }),
  });
  if (!activation.ok) throw new Error(`activation failed: ${activation.status}`);
}
