// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '../../test/facet.fixtures';
import { stubConfiguration } from '../../test/stub-shop.fixtures';
import { Recommendations } from './recommendations';

const ORIGIN = 'https://t.example';
const served = {
  id: 'r1',
  name: 'Bestsellers',
  tag: 'widget-1',
  visualization: 'buttons',
  products: [
    {
      header: { externalId: 'p1', imagePrefix: '' },
      data: { title: 'Sofa', image: [], url: 'https://shop.example/p1' },
      pricing: { sellingPrice: 300, currency: 'EUR' },
    },
  ],
};

afterEach(() => {
  sync(() => render(null, document.body));
  vi.unstubAllGlobals();
});

function show(place: 'showcase' | 'noResults', q: string, ok = true) {
  const fetchImpl = vi.fn((url: string) => {
    void url;
    return Promise.resolve(
      new Response(JSON.stringify(ok ? { recommendations: [served] } : { code: 'x' }), {
        status: ok ? 200 : 500,
      }),
    );
  });
  vi.stubGlobal('fetch', fetchImpl);
  const context = { config: stubConfiguration(), apiOrigin: ORIGIN, previewToken: 'tok' };
  sync(() => render(<Recommendations context={context} place={place} q={q} />, document.body));
  return fetchImpl;
}

describe('Recommendations', () => {
  it('asks for the place’s recommendations with the query and the preview token, and shows them', async () => {
    const fetchImpl = show('noResults', 'armadio');
    await vi.waitFor(() => expect(document.querySelector('h2')?.textContent).toBe('Bestsellers'));
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      `${ORIGIN}/API/shops/stub-shop/recommend?context=noResults&q=armadio&preview=tok`,
    );
    expect(document.querySelector('a')?.textContent).toBe('Sofa');
  });

  it('sends no query for the showcase and shows nothing when the call fails', async () => {
    const fetchImpl = show('showcase', 'ignored', false);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      `${ORIGIN}/API/shops/stub-shop/recommend?context=showcase&preview=tok`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body.innerHTML).toBe('');
  });
});
