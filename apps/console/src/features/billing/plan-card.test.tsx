import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { BUILT_IN_PLAN_TEXTS, PLAN_KEYS, type Plan } from '@trova/contracts';
import { i18n } from '../../i18n/i18n';
import { testPlan } from '../../test/plan-fixture';
import { renderWithProviders } from '../../test/render-with-providers';
import { PlanCard } from './plan-card';

function renderCard(plan: Plan): string {
  renderWithProviders(
    <PlanCard
      plan={plan}
      yearly={false}
      action="subscribe"
      recommended={false}
      subscribeDisabled={false}
      cancellable={false}
      busy={false}
      onSubscribe={() => undefined}
      onCancel={() => undefined}
      onReactivate={() => undefined}
      onWithdraw={() => undefined}
    />,
  );
  return screen.getByRole('article').textContent ?? '';
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('plan card in Italian', () => {
  it('translates every built-in plan description', async () => {
    await act(() => i18n.changeLanguage('it'));
    for (const key of PLAN_KEYS) {
      const { title, description } = BUILT_IN_PLAN_TEXTS[key];
      const text = renderCard(testPlan({ key, title, desc: description }));
      expect(text).not.toContain(description);
      cleanup();
    }
    const text = renderCard(
      testPlan({ key: 'custom', title: 'Custom', desc: 'Arranged with sales' }),
    );
    expect(text).toContain('Personalizzato');
    expect(text).toContain('Concordato con il commerciale');
  });

  it("shows an operator's own title and description as written", async () => {
    await act(() => i18n.changeLanguage('it'));
    const text = renderCard(
      testPlan({ key: 'start', title: 'Partenza', desc: 'Per i negozi che crescono' }),
    );
    expect(screen.getByRole('heading', { name: 'Partenza' })).toBeTruthy();
    expect(text).toContain('Per i negozi che crescono');
  });
});
