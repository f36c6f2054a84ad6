import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/accounts';
import { MailService } from './mail.service';
import { activationMail } from './templates/activation.template';
import { recoveryMail } from './templates/recovery.template';

describe('MailService without SMTP_URL', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml with a .json record, in sending order', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-mail-'));
    dirs.push(dataDir);
    const mail = new MailService(
      {
        smtpUrl: undefined,
        from: 'Trova <no-reply@trova.local>',
        outboxDir: path.join(dataDir, 'outbox'),
      },
      pino({ level: 'silent' }),
      () => Date.UTC(2030, 0, 2, 3, 4, 5),
    );
    const first = 'http://localhost:8080/activation?id=c1&key=k1';
    const second = 'http://localhost:8080/recovery?code=abc';
    await mail.send({
      to: 'anna@shop.it',
      kind: 'activation',
      link: first,
      ...activationMail('en', first),
    });
    await mail.send({
      to: 'anna@shop.it',
      kind: 'recovery',
      link: second,
      ...recoveryMail('it', second),
    });

    const names = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(names).toEqual([
      '2030-01-02T03-04-05-000Z-000001-activation.eml',
      '2030-01-02T03-04-05-000Z-000001-activation.json',
      '2030-01-02T03-04-05-000Z-000002-recovery.eml',
      '2030-01-02T03-04-05-000Z-000002-recovery.json',
    ]);
    const [activation, recovery] = readOutbox(dataDir);
    expect(activation).toMatchObject({
      to: 'anna@shop.it',
      kind: 'activation',
      link: first,
      subject: 'Activate your Trova account',
    });
    expect(activation?.eml).toMatch(/^To: anna@shop\.it$/m);
    expect(activation?.eml).toMatch(/^From: Trova <no-reply@trova\.local>$/m);
    expect(activation?.eml).toContain('multipart/alternative');
    expect(recovery?.subject).toBe('Reimposta la password di Trova');
  });

  it('escapes the link in the HTML part', () => {
    const { html, text } = recoveryMail('en', 'http://x/recovery?code=a&b="c"');
    expect(html).toContain('href="http://x/recovery?code=a&amp;b=&quot;c&quot;"');
    expect(text).toContain('http://x/recovery?code=a&b="c"');
  });
});
