import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from '../wizard-test-fixtures';
import { updateWizard } from '../wizard-store';

function menu() {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

function progress(): string | null {
  return within(menu())
    .getByRole('progressbar', { name: 'Wizard progress' })
    .getAttribute('aria-valuenow');
}

beforeEach(freshWizard);

describe('the menu wizard entry', { timeout: 20_000 }, () => {
  it('shows how far the wizard has come', async () => {
    signIn();
    stubApi({ ...GUARD_CALLS, 'GET /shops': [newShop()], 'GET /industries': ['Fashion'] });
    const { router } = renderRoute('/wizard');
    await screen.findByRole('combobox', { name: 'Market sector' }, FIRST_LOAD);
    expect(progress()).toBe('0');
    expect(within(menu()).getByRole('link', { name: 'New Wizard' })).toBeTruthy();

    await act(() => router.navigate('/wizard/cms'));
    await waitFor(() => expect(progress()).toBe('1'));
    await act(() => router.navigate('/wizard/shop'));
    await waitFor(() => expect(progress()).toBe('2'));
    act(() => updateWizard({ shopId: 'shop-new', shopPhase: 'syncing' }));
    expect(progress()).toBe('3');
    expect(within(menu()).getByRole('link', { name: 'Syncing' })).toBeTruthy();
    await act(() => router.navigate('/account'));
    await waitFor(() => expect(progress()).toBe('4'), FIRST_LOAD);
  });

  it('says Syncing while a shop synchronises', async () => {
    signIn();
    stubApi({ ...GUARD_CALLS, 'GET /shops': [newShop({ isSynchronizing: true })] });
    renderRoute('/account');
    expect(await screen.findByRole('link', { name: 'Syncing' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New Wizard' })).toBeNull();
  });
});
