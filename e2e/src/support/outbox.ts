import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  link: string;
}

function readMails(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}

/**
 * Waits for the `count`-th mail of a kind to an address in the outbox that `npm start` writes when
 * no SMTP server is configured. Some mails are sent after the call answers, hence the polling.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  kind: 'activation' | 'recovery',
  count = 1,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMails(dataDir).filter((mail) => mail.to === to && mail.kind === kind);
    const mail = mails[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No ${kind} mail #${count} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
