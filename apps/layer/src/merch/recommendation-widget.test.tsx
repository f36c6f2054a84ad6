// @vitest-environment jsdom
import type { SearchHit, ServedRecommendation } from '@trova/contracts';
import axe from 'axe-core';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '../../test/facet.fixtures';
import { layerFormat } from '../i18n/layer-format';
import { merchTexts } from './merch-texts';
import { RecommendationWidget } from './recommendation-widget';

const hit = (id: string, url = `https://shop.example/p/${id}`): SearchHit => ({
  header: { externalId: id, imagePrefix: '' },
  data: { title: `Product ${id}`, image: [`https://cdn.example/${id}.png`], url },
  pricing: { sellingPrice: 19.9, currency: 'EUR' },
});
const recommendation = (changes: Partial<ServedRecommendation> = {}): ServedRecommendation => ({
  id: 'r1',
  name: 'You may also like',
  tag: 'widget-1',
  visualization: 'carousel',
  products: [hit('a'), hit('b'), hit('c', 'javascript:alert(1)')],
  ...changes,
});
const settings = {
  texts: merchTexts('en'),
  format: layerFormat('en'),
  base: 'https://shop.example/',
};

function show(served: ServedRecommendation) {
  sync(() =>
    render(
      <RecommendationWidget recommendation={served} settings={settings} id="reco-1" />,
      document.body,
    ),
  );
}

afterEach(() => {
  sync(() => render(null, document.body));
  delete window.trova;
});

describe('RecommendationWidget', () => {
  it('is a labelled carousel of product links with previous and next buttons', async () => {
    show(recommendation());
    const region = document.querySelector('section');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(
      document.getElementById(region?.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('You may also like');
    const links = [...document.querySelectorAll('a')];
    // A product without a safe link is left out.
    expect(links.map((link) => link.href)).toEqual([
      'https://shop.example/p/a',
      'https://shop.example/p/b',
    ]);
    expect(links[0]?.textContent).toContain('Product a');
    expect(links[0]?.textContent).toContain('€19.90');
    const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['‹Previous products', '›Next products']);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows buttons when the rule asks for them', () => {
    show(recommendation({ visualization: 'buttons' }));
    expect(document.querySelector('section')?.hasAttribute('aria-roledescription')).toBe(false);
    expect([...document.querySelectorAll('.tv-reco-button')].map((a) => a.textContent)).toEqual([
      'Product a',
      'Product b',
    ]);
    expect(document.querySelector('button')).toBeNull();
  });

  it('tracks a followed product like a result click, by its position in the recommendation', () => {
    const track = vi.fn();
    window.trova = { q: [], track, open: vi.fn(), lastQueryId: vi.fn() };
    show(recommendation());
    const second = document.querySelectorAll('a')[1] as HTMLAnchorElement;
    // jsdom does not navigate; the click handler is what matters.
    second.addEventListener('click', (event) => event.preventDefault());
    sync(() => second.click());
    expect(track).toHaveBeenCalledWith('click', { objectIDs: ['b'], positions: [2] });
  });

  it('draws nothing when no product can be linked', () => {
    show(recommendation({ products: [hit('x', 'data:text/html,hi')] }));
    expect(document.body.innerHTML).toBe('');
  });
});
