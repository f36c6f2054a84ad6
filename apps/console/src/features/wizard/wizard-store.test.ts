import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, storeSession } from '../../lib/api/session-store';
import { getWizardState, resetWizard, updateWizard } from './wizard-store';

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
