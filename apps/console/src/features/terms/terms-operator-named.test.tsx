import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TEST_CONFIG } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';

// This file's server names its seller and keeps shoppers' events 90 days.
TEST_CONFIG.legal = {
  termsUrl: null,
  privacyUrl: null,
  operator: { name: 'Negozi Veloci S.r.l.', country: 'IT', email: 'legal@negozi.example' },
  eventsRetentionDays: 90,
};

describe('the built-in terms of a named operator', () => {
  it('name the seller, its country’s law, its address and the events retention', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { name: '13. Governing law and specific approval' });
    const page = document.body.textContent ?? '';
    expect(page).toContain('provided by Negozi Veloci S.r.l.');
    expect(page).toContain('the country where the operator is established (Italy)');
    expect(page).toContain('writing to legal@negozi.example');
    expect(page).toContain("Shoppers' events are kept for 90 days");
  });
});
