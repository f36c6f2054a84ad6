import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-with-providers';
import { callsTo, stubApi, withStatus } from '../../test/api-stub';

describe('signup', () => {
  it('shows every error on an invalid submit', async () => {
    const user = userEvent.setup();
    renderRoute('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Incorrect email')).toBeTruthy();
    expect(screen.getByText(/The password needs: at least 8 characters/)).toBeTruthy();
    expect(screen.getByText('Accept the terms of service and the privacy policy')).toBeTruthy();
  });

  it('enables privacy only after the terms, and goes to activation-mail on OK', async () => {
    const stub = stubApi({ 'POST /customers': { status: 'OK', id: 'c1' } });
    const user = userEvent.setup();
    const { router } = renderRoute('/signup');
    const privacy = await screen.findByRole('checkbox', { name: 'I accept the privacy policy' });
    expect((privacy as HTMLInputElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/^Email/), 'anna@shop.it');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret1?');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Repeat password/));
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret1!');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
    expect((privacy as HTMLInputElement).disabled).toBe(false);
    await user.click(privacy);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activation-mail'));
    expect(callsTo(stub, 'POST /customers')[0]?.body).toEqual({
      email: 'anna@shop.it',
      password: 'Secret1!',
      language_iso: 'en',
    });
  });
});

describe('activation', () => {
  it('activates with the id and key of the link', async () => {
    const stub = stubApi({ 'POST /customers/c1/activation': { status: 'OK' } });
    renderRoute('/activation?id=c1&key=k1');
    expect(await screen.findByText('Account Activated')).toBeTruthy();
    expect(callsTo(stub, 'POST /customers/c1/activation')).toHaveLength(1);
  });

  it('reports a refused or incomplete link', async () => {
    stubApi({
      'POST /customers/c1/activation': withStatus(400, {
        status: 'ERROR',
        code: 'x',
        message: 'x',
      }),
    });
    renderRoute('/activation?id=c1&key=bad');
    expect(await screen.findByText('An error occurred')).toBeTruthy();
  });
});

describe('forgot password', () => {
  it('turns the button into "Send again" once sent', async () => {
    stubApi({ 'POST /users/password/recovery': { status: 'OK' } });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'anna@shop.it');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});

describe('crm login', () => {
  it('says something went wrong without token and id', async () => {
    renderRoute('/crm-login');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
