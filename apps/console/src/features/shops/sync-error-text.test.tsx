import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PLATFORM_ERROR_CODES } from '@trova/contracts';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { SyncErrorAlert } from './sync-error-text';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const SERVER_MESSAGE = 'WooCommerce answered 401 Unauthorized';

function renderFailure(code: string, platform?: string) {
  return renderWithProviders(
    <SyncErrorAlert
      title="Sincronizzazione non riuscita"
      platform={platform}
      error={{ code, message: SERVER_MESSAGE, at: null }}
    />,
  );
}

describe('a failed sync in Italian', () => {
  it('words a feed address that leads to a private network, without the English message', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(
      <SyncErrorAlert
        title="Sincronizzazione non riuscita"
        error={{
          code: 'feed-url-forbidden',
          message: 'the feed URL resolves to a private address',
          at: null,
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      "Motivo: L'indirizzo del feed porta a un indirizzo di rete privato",
    );
    expect(alert.textContent).not.toContain('resolves');
    expect(alert.querySelector('[translate="no"]')?.textContent).toBe('feed-url-forbidden');
  });

  it("names a platform shop's error as the wizard does, with what to do and its code", async () => {
    await act(() => i18n.changeLanguage('it'));
    for (const code of PLATFORM_ERROR_CODES) {
      const { unmount } = renderFailure(code, 'woocommerce');
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Sincronizzazione non riuscita');
      expect(alert.textContent).not.toContain('Unauthorized');
      expect(alert.textContent).not.toMatch(/Reason|keys|store/);
      expect(alert.querySelector('[translate="no"]')?.textContent).toBe(code);
      unmount();
    }
    renderFailure('platform-credentials-invalid', 'woocommerce');
    expect(screen.getByRole('alert').textContent).toContain('Le chiavi sono errate');
  });

  it('words a platform error by its code when the platform has no keys to fix', async () => {
    await act(() => i18n.changeLanguage('it'));
    for (const platform of [undefined, 'shopify']) {
      const { unmount } = renderFailure('platform-unreachable', platform);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Motivo: Il negozio non è raggiungibile');
      expect(alert.textContent).not.toContain('Unauthorized');
      expect(alert.querySelector('[translate="no"]')?.textContent).toBe('platform-unreachable');
      unmount();
    }
  });

  it("shows an unknown code's server message marked as English, the code untranslated", async () => {
    await act(() => i18n.changeLanguage('it'));
    renderFailure('catalogue-new-kind', 'prestashop');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Motivo, nelle parole del server (in inglese):');
    expect(alert.querySelector('[lang="en"]')?.textContent).toBe(SERVER_MESSAGE);
    expect(alert.querySelector('[translate="no"]')?.textContent).toBe('catalogue-new-kind');
  });
});

describe('a failed sync in English', () => {
  it("names the platform in a platform shop's error", () => {
    renderFailure('platform-api-not-found', 'magento-2');
    expect(screen.getByRole('alert').textContent).toContain('No Magento 2 API at this address');
  });
});
