import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A password that satisfies the policy (docs/product/access.md#validation-rules). */
export const PASSWORD = 'Secret1!pass';

export interface OutboxMail {
  to: string;
  kind: 'activation' | 'recovery';
  subject: string;
  link: string;
  /** The raw .eml next to the record. */
  eml: string;
}

/** Every mail in `<dataDir>/outbox`, oldest first (file names sort by time). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const record = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Omit<
        OutboxMail,
        'eml'
      >;
      const eml = fs.readFileSync(path.join(dir, name.replace(/\.json$/, '.eml')), 'utf8');
      return { ...record, eml };
    });
}

/** The newest mail of a kind sent to `to`. */
export function lastMail(dataDir: string, to: string, kind: OutboxMail['kind']): OutboxMail {
  const mail = readOutbox(dataDir)
    .filter((entry) => entry.to === to && entry.kind === kind)
    .at(-1);
  if (!mail) throw new Error(`No ${kind} mail to ${to}`);
  return mail;
}

export interface TestAccount {
  email: string;
  customerId: string;
  jwt: string;
  apiKey: string;
  headers: { authorization: string };
}

/** Signs up through the API, follows the activation link from the outbox, and logs in. */
export async function createAccount(
  server: FastifyInstance,
  dataDir: string,
  email: string,
  language: 'en' | 'it' = 'en',
): Promise<TestAccount> {
  const signup = await server.inject({
    method: 'POST',
    url: '/API/customers',
    payload: { email, password: PASSWORD, language_iso: language },
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const link = new URL(lastMail(dataDir, email, 'activation').link);
  const activation = await server.inject({
    method: 'POST',
    url: `/API/customers/${link.searchParams.get('id') ?? ''}/activation`,
    payload: { key: link.searchParams.get('key') },
  });
  if (activation.statusCode !== 200) throw new Error(`activation failed: ${activation.body}`);
  const login = await server.inject({
    method: 'POST',
    url: '/API/session',
    payload: { username: email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const session = login.json<{ jwt: string; api_key: string }>();
  return {
    email,
    customerId: link.searchParams.get('id') ?? '',
    jwt: session.jwt,
    apiKey: session.api_key,
    headers: { authorization: `Bearer ${session.jwt}` },
  };
}
