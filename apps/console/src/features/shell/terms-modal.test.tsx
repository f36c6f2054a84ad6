import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
