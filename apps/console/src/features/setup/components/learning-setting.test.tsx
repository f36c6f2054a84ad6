import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LEARNING_SETTINGS, type LearningSettings } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-with-providers';
import { getConfigurationState, resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { REFERENCE_HANDLERS, testShop } from '../setup-test-fixtures';

function learning(): LearningSettings | undefined {
  return getConfigurationState().draft?.setup.config.learning;
}

async function openCard() {
  signIn();
  setCurrentShopId('shop-1');
  stubApi({ 'GET /shops': [testShop()], 'GET /customers/me/plan': [], ...REFERENCE_HANDLERS });
  renderRoute('/setup/search');
  return screen.findByRole('region', { name: 'Learned ranking' }, { timeout: 15000 });
}

describe('learned ranking setting', () => {
  afterEach(() => {
    resetConfiguration();
    setCurrentShopId(null);
  });

  it('shows the defaults for a shop that never chose, and edits the draft from the keyboard', async () => {
    const user = userEvent.setup();
    const card = await openCard();
    expect(learning()).toBeUndefined();
    const toggle = within(card).getByRole<HTMLInputElement>('switch', {
      name: /Learn from shoppers/,
    });
    expect(toggle.checked).toBe(true);
    const slider = within(card).getByRole('slider', { name: 'Strength' });
    expect(slider.getAttribute('aria-valuenow')).toBe(String(DEFAULT_LEARNING_SETTINGS.strength));
    const balanced = within(card).getByRole<HTMLInputElement>('radio', { name: /Balanced/ });
    expect(balanced.checked).toBe(true);

    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(learning()).toEqual({ ...DEFAULT_LEARNING_SETTINGS, strength: 55 });

    await user.click(within(card).getByRole('radio', { name: /Gentle/ }));
    expect(learning()).toEqual({ enabled: true, strength: 55, placement: 'after-availability' });
    expect(
      within(card).getByText('Only to settle ties left after popularity and availability.'),
    ).toBeTruthy();
  });

  it('turning learning off keeps strength and placement, and disables them', async () => {
    const user = userEvent.setup();
    const card = await openCard();
    await user.click(within(card).getByRole('switch', { name: /Learn from shoppers/ }));
    expect(learning()).toEqual({ ...DEFAULT_LEARNING_SETTINGS, enabled: false });
    expect(within(card).getByRole<HTMLInputElement>('radio', { name: /Strong/ }).disabled).toBe(
      true,
    );
    const slider = within(card).getByRole('slider', { name: 'Strength' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(learning()?.strength).toBe(DEFAULT_LEARNING_SETTINGS.strength);

    await user.click(within(card).getByRole('switch', { name: /Learn from shoppers/ }));
    expect(learning()?.enabled).toBe(true);
  });
});
