import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { renderRoute } from '../../test/render-with-providers';

/** docs/product/shell.md#terms-and-privacy: the clauses document 000 requires, in both languages. */
describe('TermsPage', () => {
  it('shows the contract clauses and the privacy notice in English', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(screen.getByRole('heading', { name: '2. Account and age' })).toBeTruthy();
    expect(page).toContain('at least 18 years old');
    expect(
      screen.getByRole('heading', { name: '4. Automatic renewal and cancellation' }),
    ).toBeTruthy();
    expect(page).toContain('renews automatically');
    expect(page).toContain('an extra pack of queries is activated automatically');
    expect(page).toContain('invoiced on its own');
    expect(page).toContain('still unpaid 28 days after it was due');
    expect(page).toContain('still unpaid 60 days after the suspension');
    expect(page).toContain('a free trial of 30 days');
    // The test server keeps events 395 days and names no seller.
    expect(page).toContain("Shoppers' events are kept for 395 days");
    expect(page).toContain('provided by the operator of this Trova installation');
    const privacy = document.getElementById('privacy-en');
    expect(privacy?.textContent).toContain('Privacy notice');
    expect(privacy?.textContent).toContain('IP address');
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(20);
  });

  it('shows them in Italian, with the privacy section the Italian footer links to', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { name: 'Terms of service' });
    // The route settles the language first; switching afterwards loads the Italian chunk.
    await act(() => i18n.changeLanguage('it'));
    expect(await screen.findByRole('heading', { name: 'Condizioni del servizio' })).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).toContain('almeno 18 anni');
    expect(page).toContain('si rinnova automaticamente');
    expect(page).toContain('si attiva automaticamente un pacchetto extra di query');
    expect(page).toContain('fatturato a parte');
    expect(page).toContain('non pagata 28 giorni dopo la scadenza');
    expect(page).toContain('non pagati 60 giorni dopo la sospensione');
    expect(page).not.toContain('Terms of service');
    expect(page).not.toMatch(/legal\.(terms|privacy)\./);
    expect(document.getElementById('privacy-it')?.textContent).toContain(
      'Informativa sulla privacy',
    );
  });
});
