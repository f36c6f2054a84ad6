import { act, screen } from '@testing-library/react';
import { PLATFORM_ERROR_CODES } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlatformErrorAlert } from './platform-error-alert';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const ENGLISH_TITLES = {
  'platform-credentials-invalid': 'The keys are wrong',
  'platform-permission-missing': 'A permission is missing',
  'platform-unreachable': 'The store cannot be reached',
  'platform-api-not-found': 'No Prestashop API at this address',
  'platform-rate-limited': 'The store asks to slow down',
  'platform-address-forbidden': 'This address is not public',
  'platform-https-required': "The store's address must start with https",
  'platform-answer-invalid': "The store's answer could not be read",
} as const;

const ITALIAN_TITLES = {
  'platform-credentials-invalid': 'Le chiavi sono errate',
  'platform-permission-missing': 'Manca un permesso',
  'platform-unreachable': 'Il negozio non è raggiungibile',
  'platform-api-not-found': "A questo indirizzo non c'è l'API di Prestashop",
  'platform-rate-limited': 'Il negozio chiede di rallentare',
  'platform-address-forbidden': 'Questo indirizzo non è pubblico',
  'platform-https-required': "L'indirizzo del negozio deve iniziare con https",
  'platform-answer-invalid': 'Non è stato possibile leggere la risposta del negozio',
} as const;

function renderAlert(code: string | undefined) {
  return renderWithProviders(<PlatformErrorAlert code={code} platform="prestashop" />);
}

describe('a platform error', () => {
  it('is named in English with what to do, and its code', () => {
    for (const code of PLATFORM_ERROR_CODES) {
      const { unmount } = renderAlert(code);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(ENGLISH_TITLES[code]);
      expect(alert.querySelector('[translate="no"]')?.textContent).toBe(code);
      unmount();
    }
    renderAlert('platform-rate-limited');
    expect(screen.getByText(/Wait a few minutes, then check again/)).toBeTruthy();
  });

  it('is named in Italian, without the English words', async () => {
    await act(() => i18n.changeLanguage('it'));
    for (const code of PLATFORM_ERROR_CODES) {
      const { unmount } = renderAlert(code);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(ITALIAN_TITLES[code]);
      expect(alert.textContent).not.toContain(ENGLISH_TITLES[code]);
      unmount();
    }
  });

  it('says the check failed for a code that is not a platform error', () => {
    renderAlert('internal-error');
    expect(screen.getByRole('alert').textContent).toContain('The connection could not be checked');
  });
});
