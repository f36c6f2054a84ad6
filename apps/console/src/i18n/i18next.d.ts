import 'i18next';
import type en from './locales/en.json';
import type enConfiguration from './locales/en-configuration.json';
import type enVisualMachine from './locales/en-visual-machine.json';
import type enRecommendations from './locales/en-recommendations.json';
import type enBilling from './locales/en-billing.json';
import type enTerms from './locales/en-terms.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof enConfiguration &
        typeof enVisualMachine &
        typeof enRecommendations &
        typeof enBilling &
        typeof enTerms;
    };
  }
}
