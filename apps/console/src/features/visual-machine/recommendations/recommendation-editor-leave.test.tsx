import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, withStatus } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { requestShopSwitch } from '../../configuration/shop-switch';
import { getUnsavedChanges } from '../../guard/unsaved-changes-store';
import { getCurrentShopId, setCurrentShopId } from '../../shops/current-shop-store';
import { vmShop } from '../vm-test-fixtures';
import { openRecommendations, savedRecommendation } from './recommendation-test-fixtures';

const STORED = savedRecommendation('r1', { name: 'Home picks' });

function openEditor(handlers: Record<string, unknown> = {}) {
  return openRecommendations('/visualMachine/recommendations/r1', 'Home picks', [STORED], handlers);
}

async function rename(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
});

describe('recommendation editor: leaving and saving', () => {
  it('asks to discard unsaved changes on back, then shows the list', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor();
    await rename(user);
    expect(getUnsavedChanges().editing).toBe('recommendation');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/visualMachine/recommendations'),
    );
    expect(await screen.findByRole('table', { name: 'Recommendations' })).toBeTruthy();
  });

  it('deletes a stored recommendation after asking', async () => {
    const user = userEvent.setup();
    const { stub, router } = await openEditor({
      'DELETE /shops/shop-1/recommendations/r1': { status: 'OK' },
    });
    await user.click(screen.getByRole('button', { name: 'Delete recommendation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recommendation?' });
    expect(callsTo(stub, 'DELETE /shops/shop-1/recommendations/r1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/visualMachine/recommendations'),
    );
    expect(callsTo(stub, 'DELETE /shops/shop-1/recommendations/r1')).toHaveLength(1);
  });

  it('asks before a shop switch, and shows the new shop’s list once confirmed', async () => {
    const user = userEvent.setup();
    const second = vmShop({ id: 'shop-2', key: 'key-2', url: 'https://due.it' });
    const { router } = await openEditor({
      'GET /shops': [vmShop(), second],
      'GET /shops/shop-2/recommendations': [savedRecommendation('o1', { name: 'Other shop' })],
      'GET /shops/shop-2/recommendations/history-interval': { historyInterval: '15' },
    });
    await rename(user);
    act(() => requestShopSwitch('shop-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/visualMachine/recommendations'),
    );
    expect(getCurrentShopId()).toBe('shop-2');
    expect(await screen.findByText('Other shop')).toBeTruthy();
  });

  it('lists the warnings of a save the server refuses and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor({
      'PUT /shops/shop-1/recommendations/r1': withStatus(400, {
        status: 'ERROR',
        code: 'visual-machine-invalid',
        message: 'This item cannot be saved yet: see the warnings.',
        details: { warnings: ['conditionInvalid'] },
      }),
    });
    await rename(user);
    await user.click(screen.getByRole('button', { name: 'Update recommendation' }));
    const warnings = await screen.findByRole('list', { name: 'Why it cannot be saved yet' });
    expect(within(warnings).getByText(/^The condition is not valid/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/visualMachine/recommendations/r1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Home picks 2');
  });
});
