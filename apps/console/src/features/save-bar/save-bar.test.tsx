import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shop } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus, type StubRequest } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { renderRoute } from '../../test/render-with-providers';
import {
  editConfiguration,
  getConfigurationState,
  resetConfiguration,
} from '../configuration/configuration-store';
import { configurationApi, configuredShop } from '../configuration/configuration.fixtures';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';
import { requestShopSwitch } from '../configuration/shop-switch';

const shop = configuredShop();
/** Leaving loads the next screen's chunk, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };

/** `PUT shops/{id}/conf` as the server answers it: the shop list with the saved sections. */
function saveAnswer(request: StubRequest): Shop[] {
  return [{ ...shop, ...(request.body as Partial<Shop>) }];
}

async function openFineTuning(handlers: Record<string, unknown> = {}) {
  const stub = stubApi(configurationApi(shop, handlers));
  const view = renderRoute('/fineTuning');
  await screen.findByRole('heading', { name: 'Field weights' }, SLOW);
  return { stub, ...view };
}

function addStopword(word: string) {
  act(() =>
    editConfiguration('fineTuning', (fineTuning) => ({
      ...fineTuning,
      stopwords: [...fineTuning.stopwords, word],
    })),
  );
}

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

afterEach(() => {
  resetConfiguration();
});

describe('SaveBar save and discard', () => {
  it('disables save and discard while nothing is unsaved', async () => {
    await openFineTuning();
    const bar = screen.getByRole('region', { name: 'Save changes' });
    expect(within(bar).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(within(bar).getByRole('button', { name: 'Discard' })).toHaveProperty('disabled', true);
    expect(within(bar).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/preview',
    );
  });

  it('sends the setup plus the edited sections, clears the history and re-checks indexing', async () => {
    const user = userEvent.setup();
    const { stub } = await openFineTuning({
      'PUT /shops/shop-1/conf': saveAnswer,
      'GET /shops/shop-1/status': { isIndexing: false },
    });
    await waitFor(() =>
      expect(callsTo(stub, 'GET /shops/shop-1/status').length).toBeGreaterThan(0),
    );
    const indexingChecks = () => callsTo(stub, 'GET /shops/shop-1/status').length;
    const checksBefore = indexingChecks();
    addStopword('the');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration saved')).toBeTruthy();
    const [request] = callsTo(stub, 'PUT /shops/shop-1/conf');
    expect(Object.keys(request!.body as object).sort()).toEqual(['fineTuning', 'setup']);
    expect(request!.body).toMatchObject({ fineTuning: { stopwords: ['the'] } });
    expect(getConfigurationState().history).toEqual([]);
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['the']);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    // One second after the save, the indexing poll asks again (docs/product/shell.md).
    await waitFor(() => expect(indexingChecks()).toBe(checksBefore + 1), { timeout: 2500 });
  });

  it('keeps every edit and says so when the save fails', async () => {
    const user = userEvent.setup();
    await openFineTuning({
      'PUT /shops/shop-1/conf': withStatus(500, { status: 'ERROR', code: 'internal-error' }),
    });
    addStopword('the');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/could not be saved/)).toBeTruthy();
    expect(getConfigurationState().history).toHaveLength(1);
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['the']);
  });

  it('discards the last edit only', async () => {
    const user = userEvent.setup();
    await openFineTuning();
    addStopword('the');
    addStopword('and');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['the']);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual([]);
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveProperty('disabled', true);
  });

  it('edits the layer version through the configuration', async () => {
    const user = userEvent.setup();
    await openFineTuning();
    const picker = screen.getByRole('combobox', { name: 'Layer version' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    await user.selectOptions(picker, '2.3.6');
    expect(getConfigurationState().draft?.setup.config.layerVersion).toBe('2.3.6');
    expect(getConfigurationState().history).toEqual([
      expect.objectContaining({ section: 'setup' }),
    ]);
  });
});

describe('SaveBar published toggle', () => {
  it('leads to billing information when the plan is not active', async () => {
    const user = userEvent.setup();
    const inactive = testPlan({ isActive: false });
    const { stub, router } = await openFineTuning({ 'GET /customers/me/plan': [inactive] });
    expect(await screen.findByText('Locked: the plan is not active')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Not published' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/information'), SLOW);
    expect(callsTo(stub, 'POST /shops/shop-1/activation')).toEqual([]);
  });

  it('publishes with an active plan and reloads the shops', async () => {
    const user = userEvent.setup();
    const { stub } = await openFineTuning({ 'POST /shops/shop-1/activation': { status: 'OK' } });
    const toggle = screen.getByRole('switch', { name: 'Not published' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    const listsBefore = callsTo(stub, 'GET /shops').length;
    await user.click(toggle);
    expect(await screen.findByText('The search layer is published')).toBeTruthy();
    expect(callsTo(stub, 'POST /shops/shop-1/activation')).toHaveLength(1);
    await waitFor(() => expect(callsTo(stub, 'GET /shops').length).toBeGreaterThan(listsBefore));
  });
});

describe('unsaved changes and the guard', () => {
  it('asks before leaving; leaving without saving discards and continues', async () => {
    const user = userEvent.setup();
    const { router } = await openFineTuning();
    addStopword('the');
    await user.click(screen.getByRole('link', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual([]);
    expect(getConfigurationState().history).toEqual([]);
  });

  it('saves from the dialog, then continues', async () => {
    const user = userEvent.setup();
    const { stub, router } = await openFineTuning({ 'PUT /shops/shop-1/conf': saveAnswer });
    addStopword('the');
    await user.click(screen.getByRole('link', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), SLOW);
    expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(1);
    expect(getConfigurationState().history).toEqual([]);
  });

  it('asks before switching shop; staying keeps the shop, leaving switches', async () => {
    const user = userEvent.setup();
    await openFineTuning();
    addStopword('the');
    act(() => requestShopSwitch('shop-2'));
    let dialog = await screen.findByRole('dialog', { name: 'Save changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(getCurrentShopId()).toBe('shop-1');
    expect(getConfigurationState().history).toHaveLength(1);

    act(() => requestShopSwitch('shop-2'));
    dialog = await screen.findByRole('dialog', { name: 'Save changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(getCurrentShopId()).toBe('shop-2');
    expect(getConfigurationState().history).toEqual([]);
  });

  it('warns before the page unloads while changes are unsaved', async () => {
    await openFineTuning();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    addStopword('the');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
