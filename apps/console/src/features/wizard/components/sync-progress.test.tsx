import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../../i18n/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from '../wizard-test-fixtures';
import { updateWizard } from '../wizard-store';

function syncing(progress: unknown) {
  signIn();
  stubApi({
    ...GUARD_CALLS,
    'GET /shops': [newShop({ isSynchronizing: true, last_sync_start_time: 10 })],
    'GET /shops/status': [{ id: 'shop-new', isSynchronizing: true, progress }],
    'GET /shops/shop-new/attributes': [],
  });
  updateWizard({ shopId: 'shop-new', shopPhase: 'syncing' });
  renderRoute('/wizard/shop');
}

beforeEach(freshWizard);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the syncing screen', { timeout: 20_000 }, () => {
  it('says how many products arrived, of how many when the platform tells', async () => {
    syncing({ imported: 120, total: 480 });
    expect(await screen.findByText('120 of 480 products imported', {}, FIRST_LOAD)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '120 of 480 products imported' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('says how many arrived so far when the total is unknown', async () => {
    syncing({ imported: 120, total: null });
    expect(await screen.findByText('120 products imported so far', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('says nothing of progress the server does not give', async () => {
    syncing(undefined);
    await screen.findByRole('heading', { name: 'Syncing' }, FIRST_LOAD);
    expect(screen.queryByText(/products imported/)).toBeNull();
  });

  it('says it in Italian', async () => {
    await act(() => chooseLanguage('it'));
    syncing({ imported: 120, total: 480 });
    expect(await screen.findByText('120 di 480 prodotti importati', {}, FIRST_LOAD)).toBeTruthy();
  });
});
