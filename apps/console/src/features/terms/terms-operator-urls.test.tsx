import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_CONFIG } from '../../test/api-stub';
import { renderRoute, renderWithProviders } from '../../test/render-with-providers';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuFooter } from '../shell/menu-footer';

// This file's server names its seller and replaces the built-in terms (docs/product/shell.md#terms-and-privacy).
TEST_CONFIG.legal = {
  termsUrl: 'https://operator.example/terms',
  privacyUrl: 'https://operator.example/privacy',
  operator: { name: 'Negozi Veloci S.r.l.', country: 'IT', email: 'legal@negozi.example' },
  eventsRetentionDays: 90,
};

describe("the operator's own terms", () => {
  it('makes /terms point to the operator’s documents instead of the built-in clauses', async () => {
    renderRoute('/terms');
    const terms = await screen.findByRole('link', { name: 'Open the terms of service' });
    expect(terms.getAttribute('href')).toBe('https://operator.example/terms');
    expect(screen.getByRole('link', { name: 'Open the privacy notice' }).getAttribute('href')).toBe(
      'https://operator.example/privacy',
    );
    expect(document.body.textContent).not.toContain('renews automatically');
  });

  it('sends the footer, the modal and the signup form to the operator’s URLs', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <MenuFooter /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: 'Privacy policy' });
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://operator.example/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Terms of service' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('link', { name: 'Read the full contract terms' })
        .getAttribute('href'),
    ).toBe('https://operator.example/terms');
  });

  it('links the signup form to the operator’s terms', async () => {
    renderRoute('/signup');
    const link = await screen.findByRole('link', { name: 'Read the terms of service' });
    await expect.poll(() => link.getAttribute('href')).toBe('https://operator.example/terms');
  });
});
