import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import enConfiguration from '../i18n/locales/en-configuration.json';
import enVisualMachine from '../i18n/locales/en-visual-machine.json';
import enRecommendations from '../i18n/locales/en-recommendations.json';
import it from '../i18n/locales/it.json';
import itConfiguration from '../i18n/locales/it-configuration.json';
import itVisualMachine from '../i18n/locales/it-visual-machine.json';
import itRecommendations from '../i18n/locales/it-recommendations.json';
import enBilling from '../i18n/locales/en-billing.json';
import itBilling from '../i18n/locales/it-billing.json';
import { stopNotificationPolls } from '../features/notifications/notification-poll';
import { setUnsavedChanges } from '../features/guard/unsaved-changes-store';
import { stubApi } from './api-stub';

// jsdom lacks the layout APIs Mantine probes; inert stand-ins are enough for behaviour tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// How long findBy*/waitFor wait: screens load lazily, which is slow on a busy CI machine (a
// mutation's answer once took more than 5 s to show with three test files running on two cores).
configure({ asyncUtilTimeout: 10_000 });

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;

// Tests switch languages synchronously, so both bundles are present from the start.
i18n.addResourceBundle('en', 'translation', {
  ...en,
  ...enConfiguration,
  ...enVisualMachine,
  ...enRecommendations,
  ...enBilling,
});
i18n.addResourceBundle('it', 'translation', {
  ...it,
  ...itConfiguration,
  ...itVisualMachine,
  ...itRecommendations,
  ...itBilling,
});

// No test reaches a network: each starts with an API that knows only config and languages.
beforeEach(() => {
  stubApi();
});

afterEach(async () => {
  cleanup();
  // Mantine keeps its toasts in a module-level store: one left by a test would greet the next
  // test, or the next file sharing this module graph, as an unexpected alert.
  notifications.clean();
  stopNotificationPolls();
  setUnsavedChanges({ unsavedChanges: false, editing: null, save: null, discard: null });
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
