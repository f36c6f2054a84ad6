import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INDUSTRIES } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../i18n/i18n';
import { signIn, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { getWizardState } from './wizard-store';
import { FIRST_LOAD, freshWizard, GUARD_CALLS } from './wizard-test-fixtures';

beforeEach(freshWizard);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('wizard start in Italian', { timeout: 20_000 }, () => {
  it('names every sector in Italian and still saves its key', async () => {
    signIn();
    stubApi({ ...GUARD_CALLS, 'GET /shops': [], 'GET /industries': [...INDUSTRIES] });
    // A remembered choice: the guard keeps it for a visitor `users/me` does not name.
    await act(() => chooseLanguage('it'));
    const user = userEvent.setup();
    renderRoute('/wizard');
    const sector = await screen.findByRole('combobox', { name: 'Settore di mercato' }, FIRST_LOAD);
    const names = within(sector)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toContain('Casa e giardino');
    expect(names).toContain('Gioielli e accessori');
    for (const english of INDUSTRIES) expect(names).not.toContain(english);

    await user.selectOptions(sector, 'Casa e giardino');
    expect(getWizardState().sector).toBe('Home and garden');
  });
});
