import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { callsTo, signIn, stubApi, withStatus } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlatformKeysForm } from './platform-keys-form';

const prestashopShop = {
  id: 'shop-ps',
  url: 'https://negozio.it',
  cms: { type: 'prestashop', version: null },
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderForm(
  shop: typeof prestashopShop & { syncError?: { code: string; message: string; at: number } },
  handlers: Record<string, unknown> = {},
) {
  signIn();
  const stub = stubApi({ 'GET /shops': [], ...handlers });
  renderWithProviders(<PlatformKeysForm shop={shop} />);
  return stub;
}

describe("a platform shop's keys in the setup", () => {
  it('imports the shop again with its keys after an outage, not after wrong keys', async () => {
    const user = userEvent.setup();
    const outage = { code: 'platform-unreachable', message: 'down', at: 20 };
    const stub = renderForm(
      { ...prestashopShop, syncError: outage },
      { 'POST /integrations/platforms/shop-ps/sync': { status: 'OK' } },
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(callsTo(stub, 'POST /integrations/platforms/shop-ps/sync')).toHaveLength(1),
    );
  });

  it('offers no retry as is for wrong keys', () => {
    const wrong = { code: 'platform-credentials-invalid', message: '401', at: 20 };
    renderForm({ ...prestashopShop, syncError: wrong });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('replaces the keys with PUT integrations/platforms/{id}, then clears the pasted key', async () => {
    const user = userEvent.setup();
    const stub = renderForm(prestashopShop, {
      'PUT /integrations/platforms/shop-ps': {
        storeName: 'Negozio',
        currency: 'EUR',
        productCount: 3,
      },
    });
    expect(screen.getByRole('heading', { name: 'Prestashop keys' })).toBeTruthy();
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: /Store address/ });
    expect(address.value).toBe('https://negozio.it');
    const key = screen.getByLabelText<HTMLInputElement>(/Webservice key/);
    expect(key.value).toBe('');
    await user.type(key, 'KEY123');
    await user.click(screen.getByRole('button', { name: 'Save and sync now' }));
    expect(await screen.findByText(/Keys checked and saved/)).toBeTruthy();
    expect(callsTo(stub, 'PUT /integrations/platforms/shop-ps')[0]?.body).toEqual({
      platform: 'prestashop',
      storeUrl: 'https://negozio.it',
      webserviceKey: 'KEY123',
    });
    expect(screen.getByLabelText<HTMLInputElement>(/Webservice key/).value).toBe('');
  });

  it('names a refusal in Italian, the platform mismatch too, and sends nothing without a key', async () => {
    await act(() => i18n.changeLanguage('it'));
    const user = userEvent.setup();
    const stub = renderForm(prestashopShop, {
      'PUT /integrations/platforms/shop-ps': withStatus(409, {
        status: 'ERROR',
        code: 'platform-mismatch',
        message: 'the shop is connected to another platform',
      }),
    });
    const save = screen.getByRole('button', { name: 'Salva e sincronizza ora' });
    await user.click(save);
    expect(callsTo(stub, 'PUT /integrations/platforms/shop-ps')).toHaveLength(0);
    await user.type(screen.getByLabelText(/webservice/i), 'KEY123');
    await user.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Queste chiavi sono di un'altra piattaforma");
    expect(alert.textContent).not.toContain('another platform');
    expect(alert.querySelector('[translate="no"]')?.textContent).toBe('platform-mismatch');
  });

  it('is not offered for a shop connected by a feed', () => {
    renderForm({ ...prestashopShop, cms: { type: 'google-shopping', version: null } });
    expect(screen.queryByRole('button', { name: 'Save and sync now' })).toBeNull();
  });
});
