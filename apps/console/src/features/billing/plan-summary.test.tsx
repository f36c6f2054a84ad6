import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { testPlan } from '../../test/plan-fixture';
import { renderWithProviders } from '../../test/render-with-providers';
import type { PlanState } from './billing-state.rules';
import { PlanSummary } from './plan-summary';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('plan summary in Italian', () => {
  it('names a built-in plan and the pending one in Italian', async () => {
    const plan = testPlan({
      key: 'custom',
      title: 'Custom',
      isCustom: true,
      pendingPlan: { planKey: 'trial', title: 'Trial', isMonthly: true },
    });
    const state: PlanState = {
      kind: 'pending',
      planKey: 'custom',
      plan,
      endsAt: null,
      trialDaysLeft: null,
      pending: plan.pendingPlan,
    };
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(
      <MemoryRouter>
        <PlanSummary state={state} nowSeconds={Date.now() / 1000} />
      </MemoryRouter>,
    );
    const text = screen.getByRole('region').textContent ?? '';
    expect(text).toContain('Personalizzato');
    expect(text).toContain('Prova');
    expect(text).not.toMatch(/Custom|Trial/);
  });
});
