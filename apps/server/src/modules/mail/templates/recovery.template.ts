import type { SupportedLanguage } from '@trova/contracts';
import { renderLinkMail, type LinkMailCopy, type RenderedMail } from './mail-layout';

const COPY: Record<SupportedLanguage, LinkMailCopy> = {
  en: {
    subject: 'Reset your Trova password',
    greeting: 'Hello,',
    body: 'Someone asked to reset the password of your Trova account. Choose a new one here within 10 minutes:',
    action: 'Reset the password',
    footer: 'The link works once. If you did not ask for it, ignore this message.',
  },
  it: {
    subject: 'Reimposta la password di Trova',
    greeting: 'Ciao,',
    body: 'È stato chiesto di reimpostare la password del tuo account Trova. Scegline una nuova qui entro 10 minuti:',
    action: 'Reimposta la password',
    footer: 'Il link funziona una sola volta. Se non l’hai chiesto tu, ignora questo messaggio.',
  },
};

/** @example recoveryMail('en', 'https://…/recovery?code=…').subject // 'Reset your Trova password' */
export function recoveryMail(language: SupportedLanguage, link: string): RenderedMail {
  return renderLinkMail(COPY[language], link, language);
}
