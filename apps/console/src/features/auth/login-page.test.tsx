import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-with-providers';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';

describe('LoginPage', () => {
  it('switches to Italian from the language selector and remembers the choice', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();

    await user.click(screen.getByText('IT'));

    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('enables the submit button only with a valid email and a password the policy allows', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    const submit = await screen.findByRole('button', { name: 'Log in' });
    const isDisabled = () => (submit as HTMLButtonElement).disabled;
    expect(isDisabled()).toBe(true);

    await user.type(screen.getByLabelText(/^Email/), 'mario@negozio');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    expect(isDisabled()).toBe(true);

    await user.type(screen.getByLabelText(/^Email/), '.it');
    expect(isDisabled()).toBe(false);

    // No symbol: below the policy, so the button waits again.
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret12');
    expect(isDisabled()).toBe(true);
    await user.type(screen.getByLabelText(/^Password/), '#');
    expect(isDisabled()).toBe(false);
  });

  it('links to signup and password recovery', async () => {
    renderRoute('/');
    expect(
      (await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href'),
    ).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
