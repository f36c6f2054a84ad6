// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEmbedElement, embedApiOrigin } from './embed-element';

const ORIGIN = 'https://trova.example';
const served = {
  id: 'r1',
  name: 'Complete the look',
  tag: 'widget-1',
  visualization: 'carousel',
  products: [
    {
      header: { externalId: 'p1', imagePrefix: '' },
      data: { title: 'Sofa', image: [], url: 'https://shop.example/p1' },
      pricing: { sellingPrice: 300, currency: 'EUR' },
    },
  ],
};
const fetchImpl = vi.fn((url: string) => {
  void url;
  return Promise.resolve(new Response(JSON.stringify({ recommendations: [served] })));
});

beforeAll(() => {
  defineEmbedElement(window, {
    apiOrigin: ORIGIN,
    css: '.tv-reco{}',
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
});

afterEach(() => {
  document.body.replaceChildren();
  fetchImpl.mockClear();
});

function place(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('trova-recommendation');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const urls = () => fetchImpl.mock.calls.map(([url]) => url);

describe('<trova-recommendation>', () => {
  it('draws the tag’s recommendations for the page in its own shadow root', async () => {
    const element = place({
      tag: 'widget-1',
      'shop-key': 'k1',
      category: 'Casa > Divani',
      brand: 'Nordic',
      price: '19,90',
    });
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('h2')?.textContent).toBe('Complete the look'),
    );
    expect(urls()).toEqual([
      `${ORIGIN}/API/shops/k1/recommend?context=external&tag=widget-1&category=Casa+%3E+Divani&brand=Nordic&price=19.90`,
    ]);
    expect(element.shadowRoot?.querySelector('style')?.textContent).toBe('.tv-reco{}');
    expect(element.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe(
      'https://shop.example/p1',
    );
    // Nothing leaks into the page itself.
    expect(document.querySelector('h2')).toBeNull();
  });

  it('asks for the product context with product-id, and again when an attribute changes', async () => {
    const element = place({ tag: 'widget-1', 'shop-key': 'k1', 'product-id': 'sku-9' });
    await vi.waitFor(() => expect(urls()).toHaveLength(1));
    expect(urls()[0]).toBe(
      `${ORIGIN}/API/shops/k1/recommend?context=product&tag=widget-1&productId=sku-9`,
    );
    element.setAttribute('product-id', 'sku-10');
    await vi.waitFor(() => expect(urls()).toHaveLength(2));
    expect(urls()[1]).toContain('productId=sku-10');
  });

  it('asks nothing without a tag or a shop key, and is defined once', async () => {
    place({ 'shop-key': 'k1' });
    place({ tag: 'widget-1' });
    defineEmbedElement(window, { apiOrigin: 'https://other.example', css: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('embedApiOrigin', () => {
  it('is the script’s origin, or its data-trova-api', () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.trova.example/layer/latest/embed-1.0.0.js';
    expect(embedApiOrigin(script, 'https://page.example')).toBe('https://cdn.trova.example');
    script.dataset.trovaApi = 'https://api.trova.example/';
    expect(embedApiOrigin(script, 'https://page.example')).toBe('https://api.trova.example');
    expect(embedApiOrigin(null, 'https://page.example')).toBe('https://page.example');
  });
});
