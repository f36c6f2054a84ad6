import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, storeSession } from '../../lib/api/session-store';
import { WIZARD_STORAGE_KEY } from './wizard-storage';
import { getWizardState, resetWizard, restoreWizard, updateWizard } from './wizard-store';

beforeEach(resetWizard);

describe('wizard store', () => {
  it('keeps the choices made so far', () => {
    updateWizard({ sector: 'Fashion' });
    updateWizard({ platform: 'woocommerce', version: '9.x' });
    expect(getWizardState()).toMatchObject({
      sector: 'Fashion',
      platform: 'woocommerce',
      version: '9.x',
      shopPhase: 'choose',
    });
  });

  it('forgets them when the session ends', () => {
    storeSession({ token: 'jwt', apiKey: 'key' });
    updateWizard({ sector: 'Fashion', shopId: 'shop-1', shopPhase: 'syncing' });
    clearSession();
    expect(getWizardState()).toMatchObject({ sector: null, shopId: null, shopPhase: 'choose' });
  });
});

describe('wizard store over a reload', () => {
  it('keeps the sector, platform and shop in this tab, but no pasted key', () => {
    updateWizard({
      sector: 'Fashion',
      platform: 'woocommerce',
      shopId: 'shop-1',
      shopPhase: 'syncing',
      platformForm: { storeUrl: 'https://negozio.it', consumerKey: 'ck_1', consumerSecret: 'cs_1' },
    });
    const stored = window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('ck_1');
    expect(stored).not.toContain('cs_1');

    restoreWizard();
    expect(getWizardState()).toMatchObject({
      sector: 'Fashion',
      platform: 'woocommerce',
      shopId: 'shop-1',
      shopPhase: 'syncing',
      platformForm: { storeUrl: 'https://negozio.it' },
    });
  });

  it('starts afresh from kept choices it cannot read', () => {
    window.sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ sector: 4, platform: 'oscommerce', shopPhase: 'done', shopId: 'shop-2' }),
    );
    restoreWizard();
    expect(getWizardState()).toMatchObject({
      sector: null,
      platform: null,
      shopPhase: 'choose',
      shopId: 'shop-2',
    });
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, '{not json');
    restoreWizard();
    expect(getWizardState().shopId).toBeNull();
  });

  it('forgets them when the wizard finishes', () => {
    updateWizard({ sector: 'Fashion', shopId: 'shop-1' });
    resetWizard();
    restoreWizard();
    expect(getWizardState()).toMatchObject({ sector: null, shopId: null });
  });
});
