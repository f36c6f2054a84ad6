import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { SyncErrorAlert } from './sync-error-text';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

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
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain("L'indirizzo del feed porta a un indirizzo di rete privato");
    expect(text).not.toContain('resolves');
  });
});
