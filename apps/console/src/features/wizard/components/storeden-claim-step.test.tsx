import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../../i18n/i18n';
import { callsTo, signIn, stubApi, withStatus } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { getWizardState } from '../wizard-store';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from '../wizard-test-fixtures';

const CLAIM = 'Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1';
const storedenShop = newShop({
  id: 'shop-sd',
  url: 'https://www.sentierialti.it',
  cms: { type: 'storeden', version: null },
  cms_data: {},
});

function api(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    ...GUARD_CALLS,
    'GET /shops': [storedenShop],
    [`GET /integrations/storeden/claim/${CLAIM}`]: { storeName: 'Sentieri Alti' },
    'POST /integrations/storeden/claim': { status: 'OK', id: 'shop-sd', key: 'key-sd' },
    ...handlers,
  });
}
const expired = withStatus(410, {
  status: 'ERROR',
  code: 'storeden-claim-expired',
  message: 'expired',
});

beforeEach(freshWizard);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('wizard cms opened from the Storeden app install', { timeout: 20_000 }, () => {
  it('shows the store Storeden named and claims it with the address and language', async () => {
    const stub = api();
    const user = userEvent.setup();
    renderRoute(`/wizard/cms?storeden=${CLAIM}`);
    expect(
      await screen.findByText('Storeden store found: Sentieri Alti', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(getWizardState().platform).toBe('storeden');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(callsTo(stub, 'POST /integrations/storeden/claim')).toEqual([]);
    expect(screen.getAllByText(/required/i).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('textbox', { name: /Shop address/ }));
    await user.paste('https://www.sentierialti.it');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop language' }), 'it');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(getWizardState().shopId).toBe('shop-sd'));
    expect(callsTo(stub, 'POST /integrations/storeden/claim').map((call) => call.body)).toEqual([
      { claim: CLAIM, shopUrl: 'https://www.sentierialti.it', languageIso: 'it' },
    ]);
  });

  it('names an expired or used install in Italian, with no form to fill', async () => {
    api({ [`GET /integrations/storeden/claim/${CLAIM}`]: expired });
    await act(() => chooseLanguage('it'));
    renderRoute(`/wizard/cms?storeden=${CLAIM}`);
    expect(
      await screen.findByText(/Questa installazione di Storeden è scaduta/, {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Indirizzo del negozio/ })).toBeNull();
  });

  it('names a claim used meanwhile when Next is pressed', async () => {
    api({ 'POST /integrations/storeden/claim': expired });
    const user = userEvent.setup();
    renderRoute(`/wizard/cms?storeden=${CLAIM}`);
    await screen.findByText('Storeden store found: Sentieri Alti', {}, FIRST_LOAD);
    await user.click(screen.getByRole('textbox', { name: /Shop address/ }));
    await user.paste('https://www.sentierialti.it');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop language' }), 'it');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(/This Storeden install expired or was already used/),
    ).toBeTruthy();
    expect(getWizardState().shopId).toBeNull();
  });
});
