import { act, screen } from '@testing-library/react';
import type { LearnedEvidence } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { LearnedEvidenceLine } from './learned-evidence';

const evidence = (change: Partial<LearnedEvidence>): LearnedEvidence => ({
  source: 'query',
  score: 0.4,
  clicks: 40,
  carts: 3,
  purchases: 1,
  days: 30,
  ...change,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('learned evidence of an explained hit', () => {
  it('counts each kind of action with its plural, in English and Italian', async () => {
    renderWithProviders(<LearnedEvidenceLine evidence={evidence({})} />);
    expect(screen.getByText('Learned from 40 clicks, 3 carts, 1 purchase in 30 days')).toBeTruthy();
    await act(() => i18n.changeLanguage('it'));
    expect(
      screen.getByText('Appreso da 40 clic, 3 carrelli, 1 acquisto in 30 giorni'),
    ).toBeTruthy();
  });

  it('uses the singular for one and leaves out kinds with no count', () => {
    renderWithProviders(
      <LearnedEvidenceLine evidence={evidence({ clicks: 1, carts: 0, purchases: 2, days: 1 })} />,
    );
    expect(screen.getByText('Learned from 1 click, 2 purchases in 1 day')).toBeTruthy();
  });

  it('words the shop-wide popularity prior apart, with grouped thousands', () => {
    renderWithProviders(
      <LearnedEvidenceLine evidence={evidence({ source: 'prior', clicks: 1200, carts: 0 })} />,
    );
    expect(
      screen.getByText('Popular across the shop: 1.200 clicks, 1 purchase in 30 days'),
    ).toBeTruthy();
  });

  it('says when nothing was recorded rather than listing zeros', async () => {
    renderWithProviders(
      <LearnedEvidenceLine evidence={evidence({ clicks: 0, carts: 0, purchases: 0, days: 60 })} />,
    );
    expect(screen.getByText('No clicks, carts or purchases in 60 days')).toBeTruthy();
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByText('Nessun clic, carrello o acquisto in 60 giorni')).toBeTruthy();
  });
});
