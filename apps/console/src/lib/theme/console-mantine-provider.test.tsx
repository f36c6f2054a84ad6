import { Drawer, Loader, Modal } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render-with-providers';

describe('the console theme names what Mantine leaves unnamed (docs/product/accessibility.md#names)', () => {
  afterEach(() => switchLanguage('en'));

  it('names a dialog close button in the interface language', async () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="History">
        body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    await act(() => switchLanguage('it'));
    expect(await screen.findByRole('button', { name: 'Chiudi' })).toBeTruthy();
  });

  it('names a side panel close button', async () => {
    renderWithProviders(
      <Drawer opened onClose={() => undefined} title="Products">
        body
      </Drawer>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('makes a labelled loader a status, so its label is allowed and announced', () => {
    renderWithProviders(<Loader aria-label="Loading the feeds" />);
    expect(screen.getByRole('status', { name: 'Loading the feeds' })).toBeTruthy();
  });
});
