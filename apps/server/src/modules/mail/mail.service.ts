import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../../clock';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/data-dir-modes';
import type { RenderedMail } from './templates/mail-layout';

export interface MailSettings {
  /** Unset: every mail is written to `outboxDir` instead of being sent. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** What a mail is for; it names the outbox file and is recorded beside it. */
export type MailKind = 'activation' | 'recovery' | 'first-sync';

export interface OutgoingMail extends RenderedMail {
  to: string;
  kind: MailKind;
  /** The one link the mail carries; logged and recorded in outbox mode. */
  link: string;
}

/**
 * Sends account mail through nodemailer. Without SMTP_URL each mail becomes
 * `<outbox>/<UTC time>-<seq>-<kind>.eml` plus a `.json` sidecar `{ to, kind, subject, link }`, so a
 * local install and the e2e tests can follow links without a mail server; the link is logged too.
 *
 * @example
 * await mail.send({ to, kind: 'activation', link, ...activationMail('en', link) });
 */
export class MailService {
  private readonly transport: Transporter;
  private sequence = 0;

  constructor(
    private readonly settings: MailSettings,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport(settings.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info: unknown = await this.transport.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (this.settings.smtpUrl) {
      this.log.info({ kind: mail.kind }, 'mail sent');
      return;
    }
    const message = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error('The outbox transport returned no message');
    const file = await this.writeToOutbox(mail, message);
    this.log.info(
      { kind: mail.kind, to: mail.to, link: mail.link, file },
      'mail written to outbox',
    );
  }

  private async writeToOutbox(mail: OutgoingMail, message: Buffer): Promise<string> {
    // Outbox mails carry live activation and reset links: readable by Trova's account only.
    await fs.mkdir(this.settings.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    this.sequence += 1;
    // ISO time first, then a per-process sequence: names sort in sending order.
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-');
    const base = `${stamp}-${String(this.sequence).padStart(6, '0')}-${mail.kind}`;
    const file = path.join(this.settings.outboxDir, `${base}.eml`);
    const record = { to: mail.to, kind: mail.kind, subject: mail.subject, link: mail.link };
    await fs.writeFile(file, message, { mode: PRIVATE_FILE_MODE });
    // The sidecar is what readers poll for: written under a temporary name and renamed, so a reader
    // never sees a half-written record, and it appears only once the mail beside it is complete.
    const sidecar = path.join(this.settings.outboxDir, `${base}.json`);
    await fs.writeFile(`${sidecar}.tmp`, JSON.stringify(record), { mode: PRIVATE_FILE_MODE });
    await fs.rename(`${sidecar}.tmp`, sidecar);
    return file;
  }
}
