import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../i18n/i18n';

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

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});
