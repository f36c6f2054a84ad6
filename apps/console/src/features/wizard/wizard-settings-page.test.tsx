import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSetup, type Setup } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import {
  editConfiguration,
  getConfigurationState,
  resetConfiguration,
} from '../configuration/configuration-store';
import { setCurrentShopId } from '../shops/current-shop-store';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from './wizard-test-fixtures';
import { updateWizard } from './wizard-store';

function readySetup(): Setup {
  const setup = defaultSetup();
  return {
    ...setup,
    query: { title: { label: 'Title', typoTolerance: 'fuzzy2', text: 'full' } },
    results: { title: { label: 'Title', value: 1 } },
    config: { ...setup.config, selector: { ...setup.config.selector, selectorId: '#search' } },
  };
}

/** The shop whose first sync has started: the guard sends it to the settings step. */
function configuring(setup: Setup | null = null) {
  return newShop({ last_sync_start_time: 1, setup });
}

function api(handlers: Record<string, unknown> = {}) {
  signIn();
  setCurrentShopId('shop-new');
  return stubApi({
    ...GUARD_CALLS,
    'GET /shops': [configuring()],
    'GET /shops/shop-new/attributes': ['title', 'price'],
    'GET /attribute-types': [{ id: 1, label: 'Title' }],
    'GET /search-types': [],
    ...handlers,
  });
}

function finish(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Finish' });
}

beforeEach(() => {
  freshWizard();
  resetConfiguration();
});
afterEach(resetConfiguration);

describe('wizard settings', { timeout: 20_000 }, () => {
  it('refreshes the shops, shows the tiles and keeps Finish disabled until the setup is ready', async () => {
    let stored = configuring();
    const stub = api({
      'GET /shops': () => [stored],
      'PUT /shops/shop-new/configuration': () => {
        stored = { ...configuring(readySetup()), last_index_start_time: 3 };
        return [stored];
      },
    });
    const user = userEvent.setup();
    updateWizard({ sector: 'Fashion', version: '2.4' });
    const { router } = renderRoute('/wizard/settings');
    await screen.findByRole('heading', { name: 'Indexing setup' }, FIRST_LOAD);
    expect(await screen.findByRole('region', { name: 'Query' }, FIRST_LOAD)).toBeTruthy();
    expect(finish().disabled).toBe(true);
    expect(screen.getByText(/To finish, choose at least one query field/)).toBeTruthy();
    // The guard loaded the list once; the step asks again for the freshest shops.
    expect(callsTo(stub, 'GET /shops').length).toBeGreaterThanOrEqual(2);

    // What the tiles' modals do on confirm.
    editConfiguration('setup', () => readySetup());
    await waitFor(() => expect(finish().disabled).toBe(false));
    await user.click(finish());

    await waitFor(() => expect(router.state.location.pathname).toBe('/fineTuning'), FIRST_LOAD);
    // The sector and platform version chosen on the first steps go with the setup.
    expect(callsTo(stub, 'PUT /shops/shop-new/configuration')[0]?.body).toEqual({
      setup: readySetup(),
      sector: 'Fashion',
      cmsVersion: '2.4',
    });
    expect(getConfigurationState().history).toEqual([]);
    expect(getConfigurationState().draft?.setup).toEqual(readySetup());
  });

  it('finishes by itself when the shop already meets the requirements', async () => {
    const stub = api({
      'GET /shops': [configuring(readySetup())],
      'PUT /shops/shop-new/configuration': [configuring(readySetup())],
    });
    const { router } = renderRoute('/wizard/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fineTuning'), FIRST_LOAD);
    expect(callsTo(stub, 'PUT /shops/shop-new/configuration')).toHaveLength(1);
  });

  it('shows a danger toast and stays when the setup cannot be saved', async () => {
    api({
      'PUT /shops/shop-new/configuration': withStatus(500, {
        status: 'ERROR',
        code: 'internal',
        message: 'boom',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/settings');
    await screen.findByRole('region', { name: 'Query' }, FIRST_LOAD);
    editConfiguration('setup', () => readySetup());
    await waitFor(() => expect(finish().disabled).toBe(false));
    await user.click(finish());
    expect(await screen.findByText(/the setup was not saved/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wizard/settings');
  });

  it('goes back one step to the shop step', async () => {
    api();
    const user = userEvent.setup();
    updateWizard({ sector: 'Fashion', version: '2.4' });
    const { router } = renderRoute('/wizard/settings');
    await screen.findByRole('heading', { name: 'Indexing setup' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
  });
});
