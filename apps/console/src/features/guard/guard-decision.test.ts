import { describe, expect, it } from 'vitest';
import { decideNavigation, resolveNavigation, type GuardInput } from './guard-decision';

const completed = { id: 'done', last_sync_start_time: 1, last_index_start_time: 2 };
const configuring = { id: 'busy', last_sync_start_time: 1, last_index_start_time: null };
const fresh = { id: 'new', last_sync_start_time: null, last_index_start_time: null };

const signedIn: GuardInput = {
  to: '/account',
  from: '/account',
  hasToken: true,
  unsavedChanges: false,
  editing: null,
  shops: [completed],
  currentShopId: 'done',
};
const anonymous: GuardInput = { ...signedIn, hasToken: false, shops: null, currentShopId: null };

describe('decideNavigation', () => {
  it('allows wizard settings while a shop is configuring', () => {
    const input = { ...signedIn, to: '/wizard/settings', shops: [configuring] };
    expect(decideNavigation(input)).toEqual({ kind: 'allow' });
  });

  it('holds nobody on a shop whose first sync failed, yet makes it current', () => {
    const failed = {
      ...configuring,
      isSynchronizing: false,
      skus: 0,
      syncError: { code: 'feed-not-found' },
    };
    const input = { ...signedIn, shops: [failed], currentShopId: null };
    expect(decideNavigation({ ...input, to: '/wizard/cms' })).toEqual({
      kind: 'allow',
      openShopId: 'busy',
    });
    expect(decideNavigation({ ...input, to: '/setup/search' })).toEqual({
      kind: 'allow',
      openShopId: 'busy',
    });
    // While its retry runs it is configuring again, and the wizard waits for it.
    expect(
      decideNavigation({
        ...input,
        to: '/wizard/cms',
        shops: [{ ...failed, isSynchronizing: true }],
      }),
    ).toMatchObject({ kind: 'redirect', to: '/wizard/settings' });
  });

  it('allows /demo and /preview to anyone', () => {
    expect(decideNavigation({ ...anonymous, to: '/demo' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...anonymous, to: '/preview' })).toEqual({ kind: 'allow' });
  });

  it('opens the first completed shop on analytics overview when none is current', () => {
    const input = {
      ...signedIn,
      to: '/account',
      shops: [configuring, completed],
      currentShopId: null,
    };
    expect(decideNavigation(input)).toEqual({
      kind: 'redirect',
      to: '/analytics/overview',
      openShopId: 'done',
    });
    expect(decideNavigation({ ...input, to: '/analytics/overview' })).toEqual({
      kind: 'allow',
      openShopId: 'done',
    });
    expect(decideNavigation({ ...input, currentShopId: 'gone' })).toMatchObject({
      to: '/analytics/overview',
    });
  });

  it('sends wizard steps other than start, shop and settings to settings while configuring', () => {
    const input = { ...signedIn, shops: [configuring], currentShopId: null };
    expect(decideNavigation({ ...input, to: '/wizard/cms' })).toEqual({
      kind: 'redirect',
      to: '/wizard/settings',
      openShopId: 'busy',
    });
    // Without a completed shop the configuring one becomes current, wherever the owner goes.
    for (const to of ['/wizard', '/wizard/shop']) {
      expect(decideNavigation({ ...input, to })).toEqual({ kind: 'allow', openShopId: 'busy' });
    }
  });

  it('sends analytics overview to the wizard when no shop is completed', () => {
    const input = { ...signedIn, to: '/analytics/overview', shops: [fresh], currentShopId: null };
    expect(decideNavigation(input)).toEqual({ kind: 'redirect', to: '/wizard' });
  });

  it('sends shop screens to the wizard when the account has no shop at all', () => {
    const noShop = { ...signedIn, shops: [], currentShopId: null };
    for (const to of ['/dashboard', '/fineTuning', '/visualMachine/banners', '/setup/search']) {
      expect(decideNavigation({ ...noShop, to })).toEqual({ kind: 'redirect', to: '/wizard' });
    }
    for (const to of ['/billing/plans', '/account', '/support']) {
      expect(decideNavigation({ ...noShop, to })).toEqual({ kind: 'allow' });
    }
  });

  it('sends parent routes to their first child', () => {
    expect(decideNavigation({ ...signedIn, to: '/billing' })).toEqual({
      kind: 'redirect',
      to: '/billing/overview',
    });
    expect(decideNavigation({ ...signedIn, to: '/setup/' })).toMatchObject({ to: '/setup/search' });
  });

  it('sends home routes to the wizard while logged in, except crm-login', () => {
    for (const to of ['/', '/login', '/signup', '/recovery']) {
      expect(decideNavigation({ ...signedIn, to })).toEqual({ kind: 'redirect', to: '/wizard' });
    }
    expect(decideNavigation({ ...signedIn, to: '/crm-login' })).toEqual({ kind: 'allow' });
  });

  it('asks to discard a campaign or banner being edited', () => {
    const input = { ...signedIn, from: '/visualMachine/campaigns', to: '/account' };
    expect(decideNavigation({ ...input, editing: 'campaign' })).toEqual({
      kind: 'confirm-discard',
      target: '/account',
    });
    expect(decideNavigation({ ...input, editing: 'banner', to: input.from })).toEqual({
      kind: 'allow',
    });
  });

  it('asks to save unsaved changes unless leaving the wizard or the preview', () => {
    const input = { ...signedIn, unsavedChanges: true, from: '/fineTuning', to: '/account' };
    expect(decideNavigation(input)).toEqual({ kind: 'confirm-unsaved', target: '/account' });
    expect(decideNavigation({ ...input, from: '/wizard/settings' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...input, from: '/preview' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...input, from: null })).toEqual({ kind: 'allow' });
  });

  it('lets public routes and signed-in users pass, and sends everyone else to login', () => {
    expect(decideNavigation({ ...anonymous, to: '/signup' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...anonymous, to: '/notfound' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...anonymous, to: '/account' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideNavigation({ ...signedIn, to: '/account' })).toEqual({ kind: 'allow' });
  });

  it('skips the shop rules when the shops could not be loaded', () => {
    const input = { ...signedIn, to: '/analytics/overview', shops: null, currentShopId: null };
    expect(decideNavigation(input)).toEqual({ kind: 'allow' });
  });
});

describe('resolveNavigation', () => {
  it('follows redirects to the final page, carrying the shop to open', () => {
    expect(resolveNavigation({ ...signedIn, to: '/login', currentShopId: null })).toEqual({
      kind: 'redirect',
      to: '/analytics/overview',
      openShopId: 'done',
    });
    expect(resolveNavigation({ ...signedIn, to: '/analytics', shops: [] })).toEqual({
      kind: 'redirect',
      to: '/wizard',
    });
  });

  it('asks for confirmation even when the target would redirect', () => {
    const input = { ...signedIn, unsavedChanges: true, from: '/fineTuning', to: '/billing' };
    expect(resolveNavigation(input)).toEqual({
      kind: 'confirm-unsaved',
      target: '/billing/overview',
    });
  });

  it('allows a target that needs no redirect', () => {
    expect(resolveNavigation(signedIn)).toEqual({ kind: 'allow' });
  });
});
