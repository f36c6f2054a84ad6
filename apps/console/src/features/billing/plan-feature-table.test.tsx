import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { BUILT_IN_PLAN_TEXTS } from '@trova/contracts';
import { i18n } from '../../i18n/i18n';
import { testPlan } from '../../test/plan-fixture';
import { renderWithProviders } from '../../test/render-with-providers';
import { PlanFeatureTable } from './plan-feature-table';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('plan feature table in Italian', () => {
  it('heads its columns with the built-in plan titles in Italian, an operator title as written', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderWithProviders(
      <PlanFeatureTable
        plans={[
          testPlan({ key: 'custom', title: BUILT_IN_PLAN_TEXTS.custom.title }),
          testPlan({ key: 'start', title: 'Start Plus' }),
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Funzione', 'Personalizzato', 'Start Plus']);
  });
});
