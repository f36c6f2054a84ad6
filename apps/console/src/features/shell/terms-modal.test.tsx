import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../../app/app-providers';
import { TermsModal } from './terms-modal';

function renderModal(onAccept = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <TermsModal opened onClose={() => undefined} onAccept={onAccept} /> },
  ]);
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return onAccept;
}

const isDisabled = (element: HTMLElement) =>
  (element as HTMLInputElement | HTMLButtonElement).disabled;

describe('TermsModal', () => {
  it('enables the second checkbox only after the first, and accept only after both', async () => {
    const user = userEvent.setup();
    const onAccept = renderModal();
    const first = await screen.findByRole('checkbox', { name: /accept the terms of service/ });
    const second = screen.getByRole('checkbox', { name: /specifically approve/ });
    const accept = screen.getByRole('button', { name: 'Accept' });

    expect(isDisabled(second)).toBe(true);
    expect(isDisabled(accept)).toBe(true);

    await user.click(first);
    expect(isDisabled(second)).toBe(false);
    expect(isDisabled(accept)).toBe(true);

    await user.click(second);
    expect(isDisabled(accept)).toBe(false);
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('shows the contract and privacy texts the terms page shows', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', {
        name: '7. Unpaid invoices, suspension and closure',
      }),
    ).toBeTruthy();
    const text = dialog.textContent ?? '';
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('renews automatically');
    expect(text).toContain('an extra pack of queries is activated automatically');
    expect(text).toContain('28 days after it was due');
    expect(text).toContain('60 days after the suspension');
    expect(within(dialog).getByRole('heading', { name: 'Privacy notice' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'Read the full contract terms' })
        .getAttribute('href'),
    ).toBe('/terms');
  });

  it('clears the approval when the acceptance is withdrawn', async () => {
    const user = userEvent.setup();
    renderModal();
    const first = await screen.findByRole('checkbox', { name: /accept the terms of service/ });
    const second = screen.getByRole('checkbox', { name: /specifically approve/ });
    await user.click(first);
    await user.click(second);
    await user.click(first);
    expect((second as HTMLInputElement).checked).toBe(false);
    expect(isDisabled(second)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Accept' }))).toBe(true);
  });
});
