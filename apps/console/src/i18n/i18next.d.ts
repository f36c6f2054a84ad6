import 'i18next';
import type en from './locales/en.json';
import type enConfiguration from './locales/en-configuration.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enConfiguration };
  }
}
