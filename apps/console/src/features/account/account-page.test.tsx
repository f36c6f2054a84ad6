import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-with-providers';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';

const me = {
  status: 'OK',
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@shop.it',
  phone: '',
  languageIso: 'en',
  companyName: '',
  lang: 'en',
  resellerCode: null,
};

function setup() {
  signIn();
  return stubApi({
    'GET /shops': [],
    'GET /users/me': me,
    'PUT /users/me': { status: 'OK' },
  });
}

describe('account screen', () => {
  it('updates user info only after a change, with a valid email', async () => {
    const stub = setup();
    const user = userEvent.setup();
    renderRoute('/account');
    const update = await screen.findByRole('button', { name: 'Update user info' });
    expect((update as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Reseller code')).toBeNull();

    await user.type(screen.getByLabelText('Phone'), '+39 333');
    expect((update as HTMLButtonElement).disabled).toBe(false);
    await user.type(screen.getByLabelText('Email'), '@');
    expect(screen.getByText('Incorrect email')).toBeTruthy();
    expect((update as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), '{Backspace}');
    await user.click(update);

    expect(await screen.findByText('User info updated')).toBeTruthy();
    expect(callsTo(stub, 'PUT /users/me')[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Rossi',
      email: 'anna@shop.it',
      phone: '+39 333',
    });
  });

  it('switches the interface language after the server accepts it', async () => {
    const stub = setup();
    const user = userEvent.setup();
    renderRoute('/account');
    const submit = await screen.findByRole('button', { name: 'Update language' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'System language' }), 'it');
    await user.click(submit);

    expect(await screen.findByText('Lingua cambiata')).toBeTruthy();
    expect(callsTo(stub, 'PUT /users/me')[0]?.body).toEqual({ languageIso: 'it' });
  });

  it('checks the new password and offers show/hide toggles', async () => {
    const stub = setup();
    const user = userEvent.setup();
    renderRoute('/account');
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await user.type(screen.getByLabelText('Current password'), 'Old1!pass');
    await user.type(screen.getByLabelText('New password'), 'Old1!pass');
    expect(screen.getByText('The new password must differ from the current one')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New1!pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'New1!pass');
    expect(screen.getByRole('button', { name: 'Show New password' })).toBeTruthy();
    await user.click(submit);

    expect(await screen.findByText('Password changed')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(stub, 'PUT /users/me')[0]?.body).toEqual({
        password: 'New1!pass',
        previousPassword: 'Old1!pass',
      }),
    );
  });
  it('keeps the new API key that a password change answers', async () => {
    signIn();
    stubApi({
      'GET /shops': [],
      'GET /users/me': me,
      'PUT /users/me': { status: 'OK', api_key: 'key-rotated' },
    });
    const user = userEvent.setup();
    renderRoute('/account');
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await user.type(screen.getByLabelText('Current password'), 'Old1!pass');
    await user.type(screen.getByLabelText('New password'), 'New1!pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'New1!pass');
    await user.click(submit);

    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(window.localStorage.getItem('trova.apiKey')).toBe('key-rotated');
    expect(window.localStorage.getItem('trova.token')).toBe('jwt-test');
  });
  async function changePasswordAnswered(answer: unknown) {
    signIn();
    stubApi({ 'GET /shops': [], 'GET /users/me': me, 'PUT /users/me': answer });
    const user = userEvent.setup();
    renderRoute('/account');
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await user.type(screen.getByLabelText('Current password'), 'Wrong1!pass');
    await user.type(screen.getByLabelText('New password'), 'New1!pass');
    await user.type(screen.getByLabelText('Repeat new password'), 'New1!pass');
    await user.click(submit);
    return user;
  }

  it('says a wrong current password is wrong, in the toast and under the field', async () => {
    const user = await changePasswordAnswered(
      withStatus(400, { status: 'ERROR', code: 'current-password-wrong', message: 'Wrong' }),
    );

    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(screen.getAllByText('The current password is not correct.')).toHaveLength(2);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    await user.type(screen.getByLabelText('Current password'), 'x');
    await waitFor(() =>
      expect(screen.getAllByText('The current password is not correct.')).toHaveLength(1),
    );
  });

  it('says to wait once the password change attempts are used up', async () => {
    await changePasswordAnswered(
      withStatus(429, { status: 'ERROR', code: 'too-many-requests', message: 'Too many' }),
    );

    expect(await screen.findByText('Too many attempts')).toBeTruthy();
    expect(screen.getByText('Too many requests: wait a moment and try again.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
