import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@trova/contracts';
import { callsTo, type StubRequest } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { openSection, type TestUser } from '../vm-test-fixtures';
import { openRecommendations, savedRecommendation } from './recommendation-test-fixtures';

const CREATE = 'POST /shops/shop-1/recommendations';
const STORED = savedRecommendation('r1', {
  name: 'Home picks',
  extra: {
    actionType: 'manually',
    showcase: { visualizationType: 'carousel' },
    noResult: { visualizationType: 'carousel' },
    type: 'external',
  },
  tag: 'home-picks',
});

function openEditor(path: string, handlers: Record<string, unknown> = {}) {
  return openRecommendations(path, /recommendation|Home picks/i, [STORED], {
    [CREATE]: (request: StubRequest) => ({ ...(request.body as object), id: 'r9' }),
    ...handlers,
  });
}

function warnings() {
  return screen.getByRole('list', { name: 'Why it cannot be saved yet' });
}

function conditionBox() {
  return screen.getByRole('textbox', { name: 'Condition (JSON)' });
}

async function typeCondition(user: TestUser, text: string) {
  await user.clear(conditionBox());
  await user.click(conditionBox());
  await user.paste(text);
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
  vi.restoreAllMocks();
});

describe('recommendation editor: conditions', () => {
  it(
    'offers the guide on first opening the conditions, then saves the JSON as the second condition',
    { timeout: 30000 },
    async () => {
      const user = userEvent.setup();
      const { stub, router } = await openEditor('/visualMachine/recommendations/new');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Premium');
      await user.click(screen.getByRole('button', { name: 'Conditions' }));
      const guide = await screen.findByRole('dialog', { name: 'Conditions guide' });
      expect(router.state.location.search).toBe('?action=conditions-guide');
      await user.click(within(guide).getByRole('button', { name: 'Continue without' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await typeCondition(user, '{"and": [{">=": ["sellingPrice", "fifty"]}]}');
      await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
      const problems = screen.getByRole('list', { name: 'Problems in the condition' });
      expect(within(problems).getByText('At and › 1 › >= › 2: Expected a number')).toBeTruthy();
      expect(within(warnings()).getByText(/^The condition is not valid/)).toBeTruthy();
      expect(callsTo(stub, CREATE)).toHaveLength(0);

      await typeCondition(user, '{"and": [{">=": ["sellingPrice", 50]}]}');
      expect(screen.queryByRole('list', { name: 'Problems in the condition' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Create recommendation' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/visualMachine/recommendations'),
      );
      expect((callsTo(stub, CREATE)[0]!.body as Recommendation).condition).toEqual([
        [{ always: true }],
        [{ and: [{ '>=': ['sellingPrice', 50] }] }],
      ]);
    },
  );

  it('says why text that is not JSON cannot be saved', async () => {
    const user = userEvent.setup();
    const { stub } = await openEditor('/visualMachine/recommendations/r1');
    await openSection(user, 'Conditions');
    await typeCondition(user, '{"==": ["brand", "Nike"]');
    await user.click(screen.getByRole('button', { name: 'Update recommendation' }));
    const problems = screen.getByRole('list', { name: 'Problems in the condition' });
    expect(within(problems).getByText(/^Not valid JSON: check the quotes/)).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-1/recommendations/r1')).toHaveLength(0);
  });

  it('adds the guide’s templates: alone, then joined with "and"; never over text that does not read', async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/recommendations/r1');
    await openSection(user, 'Conditions');
    await user.click(screen.getByRole('button', { name: 'Guide and templates' }));
    let guide = await screen.findByRole('dialog', { name: 'Conditions guide' });
    await user.click(within(guide).getByRole('button', { name: /^Selling price/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(conditionBox()).toHaveProperty('value', '{ ">=": ["sellingPrice", 50] }');

    await user.click(screen.getByRole('button', { name: 'Guide and templates' }));
    guide = await screen.findByRole('dialog', { name: 'Conditions guide' });
    await user.click(within(guide).getByRole('button', { name: /^Brand/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse((conditionBox() as HTMLTextAreaElement).value)).toEqual({
      and: [{ '>=': ['sellingPrice', 50] }, { '==': ['brand', 'Nike'] }],
    });

    await typeCondition(user, '{"not":');
    await user.click(screen.getByRole('button', { name: 'Guide and templates' }));
    guide = await screen.findByRole('dialog', { name: 'Conditions guide' });
    expect(within(guide).getByRole('button', { name: /^Listing price/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(guide).getByText(/fix it first/)).toBeTruthy();
  });
});

describe('recommendation editor: trigger', () => {
  it('shows an external rule’s embed snippet with its tag and copies it; a bad tag aborts the save', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { stub } = await openEditor('/visualMachine/recommendations/r1', {
      'PUT /shops/shop-1/recommendations/r1': (request: StubRequest) => request.body,
    });
    await openSection(user, 'Trigger');
    const snippet = await screen.findByText(/embed-1\.0\.0\.js/);
    expect(snippet.textContent).toBe(
      '<script src="http://trova.test/layer/latest/embed-1.0.0.js" async></script>\n' +
        '<trova-recommendation tag="home-picks" shop-key="key-1" category="" brand="" price=""></trova-recommendation>',
    );
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(writeText).toHaveBeenCalledWith(snippet.textContent);
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();

    const tag = screen.getByRole('textbox', { name: /^Tag/ });
    await user.clear(tag);
    await user.type(tag, 'home page');
    expect(screen.getByText('Use letters, digits, - and _ only')).toBeTruthy();
    expect(screen.queryByText(/embed-1\.0\.0\.js/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update recommendation' }));
    expect(within(warnings()).getByText(/^An external recommendation needs a tag/)).toBeTruthy();
    expect(callsTo(stub, 'PUT /shops/shop-1/recommendations/r1')).toHaveLength(0);

    await user.clear(tag);
    await user.type(tag, 'home_page-2');
    await user.click(screen.getByRole('button', { name: 'Update recommendation' }));
    await waitFor(() =>
      expect(callsTo(stub, 'PUT /shops/shop-1/recommendations/r1')).toHaveLength(1),
    );
    const sent = callsTo(stub, 'PUT /shops/shop-1/recommendations/r1')[0]!.body as Recommendation;
    expect([sent.tag, sent.extra.type]).toEqual(['home_page-2', 'external']);
  });

  it('asks before taking a stored external rule into the layer (delete trigger)', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('/visualMachine/recommendations/r1');
    await openSection(user, 'Trigger');
    await user.click(screen.getByRole('radio', { name: 'In the search layer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the external trigger?' });
    expect(router.state.location.search).toBe('?action=delete-trigger&option=1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Tag/ })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'In the search layer' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the external trigger?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete trigger' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('textbox', { name: /^Tag/ })).toBeNull();
    expect(screen.getByText(/showcase and on its no-results page/)).toBeTruthy();
  });

  it('gives a new external rule the default tag, and switches back without asking', async () => {
    const user = userEvent.setup();
    await openEditor('/visualMachine/recommendations/new');
    await openSection(user, 'Trigger');
    await user.click(screen.getByRole('radio', { name: 'External' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Tag/ }).value).toMatch(
      /^widget-([1-9]\d{0,3})$/,
    );
    await user.click(screen.getByRole('radio', { name: 'In the search layer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Tag/ })).toBeNull();
  });
});
