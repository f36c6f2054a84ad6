import type { SupportedLanguage } from '@trova/contracts';
import { renderLinkMail, type LinkMailCopy, type RenderedMail } from './mail-layout';

const COPY: Record<SupportedLanguage, LinkMailCopy> = {
  en: {
    subject: 'Activate your Trova account',
    greeting: 'Welcome to Trova!',
    body: 'Confirm your address to activate your account by opening this link:',
    action: 'Activate the account',
    footer: 'If you did not sign up for Trova, ignore this message.',
  },
  it: {
    subject: 'Attiva il tuo account Trova',
    greeting: 'Benvenuto in Trova!',
    body: 'Conferma il tuo indirizzo per attivare l’account aprendo questo link:',
    action: 'Attiva l’account',
    footer: 'Se non ti sei registrato a Trova, ignora questo messaggio.',
  },
};

/** @example activationMail('it', 'https://…/activation?id=…&key=…').subject */
export function activationMail(language: SupportedLanguage, link: string): RenderedMail {
  return renderLinkMail(COPY[language], link, language);
}
