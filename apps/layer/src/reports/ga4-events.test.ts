import { describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '@trova/contracts';
import { GA4_LIST, searchEvent, selectItemEvent, sendGa4 } from './ga4-events';

const hit: SearchHit = {
  header: { externalId: 'sku-1', imagePrefix: '' },
  data: { title: 'Running shoe', brand: 'Acme', image: [], url: 'https://s.example/p/1' },
  pricing: { sellingPrice: 59.9, currency: 'EUR' },
};

describe('sendGa4', () => {
  it('calls gtag with the event when the shop uses gtag.js', () => {
    const gtag = vi.fn();
    sendGa4({ isActive: true, type: 'gtag' }, false, { gtag }, 'search', searchEvent('shoe'));
    expect(gtag).toHaveBeenCalledWith('event', 'search', { search_term: 'shoe' });
  });

  it('pushes to the dataLayer for Tag Manager, creating it and clearing ecommerce first', () => {
    const page: { dataLayer?: unknown[] } = {};
    sendGa4({ isActive: true, type: 'dataLayer' }, false, page, 'select_item', {
      ...selectItemEvent(hit, 3, 'dataLayer'),
    });
    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          ...GA4_LIST,
          items: [
            {
              item_id: 'sku-1',
              item_name: 'Running shoe',
              index: 3,
              price: 59.9,
              currency: 'EUR',
              item_brand: 'Acme',
            },
          ],
        },
      },
    ]);
  });

  it('sends nothing when GA4 is off, from the preview, or without gtag on the page', () => {
    const gtag = vi.fn();
    const page = { gtag, dataLayer: [] as unknown[] };
    sendGa4({ isActive: false, type: 'gtag' }, false, page, 'search', {});
    sendGa4({ isActive: true, type: 'dataLayer' }, true, page, 'search', {});
    expect(() => sendGa4({ isActive: true, type: 'gtag' }, false, {}, 'search', {})).not.toThrow();
    expect(gtag).not.toHaveBeenCalled();
    expect(page.dataLayer).toEqual([]);
  });
});
