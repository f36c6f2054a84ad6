import { describe, expect, it } from 'vitest';
import { isSaveBarVisible } from './save-bar-visibility';

describe('isSaveBarVisible', () => {
  it.each([
    '/fineTuning',
    '/layoutDesign/general',
    '/layoutDesign/card',
    '/setup/search',
    '/setup/settings/',
    '/visualMachine/campaigns',
  ])('shows the bar on the configuration page %s', (path) => {
    expect(isSaveBarVisible(path)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/signup',
    '/activation',
    '/activation-mail',
    '/crm-login',
    '/forgot-password',
    '/recovery',
    '/wizard',
    '/wizard/settings',
    '/preview',
    '/billing/overview',
    '/analytics/queries',
    '/account',
    '/support',
    '/dashboard',
    '/terms',
    '/demo',
    '/notfound',
    '/setupx',
  ])('hides the bar on %s', (path) => {
    expect(isSaveBarVisible(path)).toBe(false);
  });
});
