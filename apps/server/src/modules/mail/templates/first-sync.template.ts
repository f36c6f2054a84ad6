import type { SupportedLanguage } from '@trova/contracts';
import { renderLinkMail, type LinkMailCopy, type RenderedMail } from './mail-layout';

const COPY: Record<SupportedLanguage, LinkMailCopy> = {
  en: {
    subject: 'Your products are in Trova',
    greeting: 'Good news!',
    body: 'The first synchronisation of your shop is complete: its products are searchable. Configure the search here:',
    action: 'Configure the search',
    footer: 'From now on the catalogue is kept in sync automatically.',
  },
  it: {
    subject: 'I tuoi prodotti sono su Trova',
    greeting: 'Ottime notizie!',
    body: 'La prima sincronizzazione del tuo negozio è completa: i prodotti sono ricercabili. Configura la ricerca qui:',
    action: 'Configura la ricerca',
    footer: 'D’ora in poi il catalogo resta sincronizzato automaticamente.',
  },
};

/** Sent once, after a shop's first successful sync. @example firstSyncMail('en', link).subject */
export function firstSyncMail(language: SupportedLanguage, link: string): RenderedMail {
  return renderLinkMail(COPY[language], link, language);
}
