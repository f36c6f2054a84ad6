import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyBillingInfo } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { completeBillingInfo } from './billing-test-fixtures';

function setup(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    'GET /shops': [],
    'GET /users/me': { status: 'OK', firstName: 'Anna', lastName: 'Rossi' },
    'GET /customers/me': completeBillingInfo(),
    'GET /customers/me/plan': [],
    'GET /notifications': [],
    'PUT /customers/me': { status: 'OK' },
    ...handlers,
  });
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Update billing information' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('billing information', () => {
  it('marks the required fields, and fills names from the profile and the country from the browser', async () => {
    browserLanguages(['fr-FR', 'fr']);
    setup({ 'GET /customers/me': emptyBillingInfo() });
    renderRoute('/billing/information');
    await screen.findByRole('region', { name: 'Company and address' });
    expect(field('First name').value).toBe('Anna');
    expect(field('Last name').value).toBe('Rossi');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Country/ }).value).toBe('FR');
    for (const label of [
      'First name',
      'Company name',
      'VAT number',
      'Billing email',
      'Address',
      'City',
      'Country',
    ]) {
      expect(screen.getByText(label).closest('label')?.textContent).toBe(`${label} *`);
    }
    expect(screen.getByText('ZIP code').closest('label')?.textContent).toBe('ZIP code');
    // France has a region list, so the state is a required dropdown; no SDI or PEC there.
    expect(screen.getByRole('combobox', { name: /^State or region/ })).toBeTruthy();
    expect(screen.queryByLabelText(/^SDI code/)).toBeNull();
    expect(screen.queryByLabelText(/^PEC/)).toBeNull();
    expect(submit().disabled).toBe(true);
  });

  it('asks an Italian company for an SDI of exactly 7 characters and a PEC', async () => {
    const stub = setup({ 'GET /customers/me': completeBillingInfo({ sdi: '', pec: '' }) });
    const user = userEvent.setup();
    renderRoute('/billing/information');
    const sdi = await screen.findByLabelText(/^SDI code/);
    await user.type(sdi, 'abc123');
    expect(screen.getByText('The SDI code has exactly 7 characters')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Valid SDI code' })).toBeNull();
    expect(submit().disabled).toBe(true);
    await user.type(sdi, '4');
    expect((sdi as HTMLInputElement).value).toBe('ABC1234');
    expect(screen.getByRole('img', { name: 'Valid SDI code' })).toBeTruthy();
    // Still no PEC: Italy requires one.
    expect(submit().disabled).toBe(true);
    await user.type(field('PEC'), 'negozio@pec.it');
    await user.click(submit());

    expect(await screen.findByText('Billing information updated')).toBeTruthy();
    expect(callsTo(stub, 'PUT /customers/me')[0]?.body).toMatchObject({
      country: 'IT',
      sdi: 'ABC1234',
      pec: 'negozio@pec.it',
    });
    await waitFor(() => expect(submit().disabled).toBe(true));
  });

  it('shows a PEC that is not an address as typed, and keeps Update off until it is', async () => {
    const stub = setup();
    const user = userEvent.setup();
    renderRoute('/billing/information');
    const pec = await screen.findByLabelText(/^PEC/);
    await user.clear(pec);
    await user.type(pec, 'negozio@pec');
    expect(screen.getByText('Incorrect PEC address')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(pec, '.com');
    expect(screen.queryByText('Incorrect PEC address')).toBeNull();
    expect(submit().disabled).toBe(false);
    expect(callsTo(stub, 'PUT /customers/me')).toHaveLength(0);
  });

  it('requires an SDI but no PEC for San Marino, and clears the state when the country changes', async () => {
    setup();
    const user = userEvent.setup();
    renderRoute('/billing/information');
    const country = await screen.findByRole('combobox', { name: /^Country/ });
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: /^State or region/ }).value,
    ).toBe('Lombardia');
    await user.selectOptions(country, 'SM');
    const state = screen.getByLabelText<HTMLInputElement>(/^State or region/);
    expect(state.tagName).toBe('INPUT');
    expect(state.value).toBe('');
    expect(screen.getByText('SDI code').closest('label')?.textContent).toBe('SDI code *');
    expect(screen.getByText('PEC (certified email)').closest('label')?.textContent).toBe(
      'PEC (certified email)',
    );
    expect(submit().disabled).toBe(false);
    await user.selectOptions(country, 'DE');
    expect(screen.queryByLabelText(/^SDI code/)).toBeNull();
    expect(submit().disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: /^State or region/ }), 'Bayern');
    expect(submit().disabled).toBe(false);
  });

  it('shows a required field empty once left, and a wrong email as typed', async () => {
    setup();
    const user = userEvent.setup();
    renderRoute('/billing/information');
    const city = await screen.findByLabelText(/^City/);
    await user.clear(city);
    await user.tab();
    expect(screen.getByText('Required')).toBeTruthy();
    await user.type(field('Billing email'), '@');
    expect(screen.getByText('Incorrect email')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('keeps the form and says so when the update fails', async () => {
    setup({
      'PUT /customers/me': withStatus(500, { status: 'ERROR', code: 'internal', message: 'x' }),
    });
    const user = userEvent.setup();
    renderRoute('/billing/information');
    await user.type(await screen.findByLabelText(/^City/), ' centro');
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(field('City').value).toBe('Milano centro');
    expect(submit().disabled).toBe(false);
  });

  it('lists the countries in Italian for an Italian interface', async () => {
    // The guard applies the user's language on every navigation.
    setup({
      'GET /users/me': { status: 'OK', firstName: 'Anna', lastName: 'Rossi', languageIso: 'it' },
    });
    renderRoute('/billing/information');
    const country = await screen.findByRole('combobox', { name: /^Paese/ });
    expect(within(country).getByRole('option', { name: 'Germania' })).toBeTruthy();
    expect(within(country).getByRole('option', { name: 'Regno Unito' })).toBeTruthy();
  });
});
