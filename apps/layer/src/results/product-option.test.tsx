// @vitest-environment jsdom
import type { SearchHit } from '@trova/contracts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerFormat } from '../i18n/layer-format';
import { DEFAULT_PRODUCT_IMAGE } from './product-image';
import { ProductOption, type CardSettings } from './product-option';

/** Runs an interaction and flushes Preact's renders and effects before the next line. */
const sync = (interaction: () => void) => void act(interaction);

const hit: SearchHit = {
  header: { externalId: 'sku-1', imagePrefix: '' },
  data: {
    title: 'Running shoe',
    brand: 'Acme',
    color: ['Red', 'Blue'],
    swatch: 'javascript:alert(1)',
    badge: 'https://cdn.example/badge.png',
    image: ['https://cdn.example/1.jpg'],
    url: 'https://shop.example/p/1',
  },
  pricing: { sellingPrice: 79.9, currency: 'EUR' },
  highlights: { title: [[8, 12]] },
};

const card = (edit: Partial<CardSettings> = {}): CardSettings => ({
  attributes: [
    { key: 'color', label: 'Colour', type: 'value' },
    { key: 'badge', label: 'Badge', type: 'image' },
  ],
  placeholder: 'https://shop.example/placeholder.png',
  format: layerFormat('it'),
  base: 'https://shop.example/',
  ...edit,
});

function show(settings: CardSettings, onFollow = vi.fn(), data: SearchHit = hit) {
  render(
    <ul role="listbox">
      <ProductOption hit={data} id="o-1" active card={settings} onFollow={onFollow} />
    </ul>,
    document.body,
  );
  return document.querySelector('[role="option"]') as HTMLAnchorElement;
}

afterEach(() => render(null, document.body));

describe('ProductOption', () => {
  it('shows brand, highlighted title, the card attributes and the price in the shop’s format', () => {
    const option = show(card());
    expect(option.getAttribute('role')).toBe('option');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(option.querySelector('mark')?.textContent).toBe('shoe');
    expect(option.querySelector('.tv-card-attr')?.textContent).toBe('Colour: Red, Blue');
    expect(option.querySelector<HTMLImageElement>('.tv-card-attr-image')).toMatchObject({
      src: 'https://cdn.example/badge.png',
      alt: 'Badge',
    });
    expect(option.querySelector('.tv-card-price')?.textContent?.replace(/\s/g, ' ')).toBe(
      '79,90 €',
    );
  });

  it('never puts a script URL from the catalogue into the page', () => {
    const option = show(card({ attributes: [{ key: 'swatch', label: 'Swatch', type: 'image' }] }));
    expect(option.querySelector('.tv-card-attr-image')).toBeNull();
    expect(option.innerHTML).not.toContain('javascript:');
  });

  it('falls back to the placeholder, then to the built-in image, when images break', () => {
    const image = show(card()).querySelector('.tv-card-image') as HTMLImageElement;
    expect(image.src).toBe('https://cdn.example/1.jpg');
    sync(() => void image.dispatchEvent(new Event('error')));
    expect(image.src).toBe('https://shop.example/placeholder.png');
    sync(() => void image.dispatchEvent(new Event('error')));
    expect(image.src).toBe(DEFAULT_PRODUCT_IMAGE);
  });

  it('uses the built-in image for a product without images and no placeholder', () => {
    const option = show(card({ placeholder: undefined }), vi.fn(), {
      ...hit,
      data: { ...hit.data, image: [] },
    });
    expect(option.querySelector<HTMLImageElement>('.tv-card-image')?.src).toBe(
      DEFAULT_PRODUCT_IMAGE,
    );
  });

  it('is a link to the product, out of the Tab order, named by its text', () => {
    const option = show(card());
    expect(option.tagName).toBe('A');
    expect(option.getAttribute('href')).toBe('https://shop.example/p/1');
    expect(option.tabIndex).toBe(-1);
    // The list item around it is no list item for assistive technology: the listbox owns the option.
    expect(option.parentElement?.getAttribute('role')).toBe('none');
    expect(option.textContent).toContain('Acme');
    expect(option.textContent).toContain('Running shoe');
  });

  it('has no link for a product whose address is not http(s)', () => {
    const option = show(card(), vi.fn(), { ...hit, data: { ...hit.data, url: 'javascript:x()' } });
    expect(option.hasAttribute('href')).toBe(false);
  });

  it('records clicks, Ctrl clicks and middle clicks, and leaves the navigation to the browser', () => {
    const onFollow = vi.fn();
    const option = show(card(), onFollow);
    // jsdom cannot navigate: the test stops what the browser would do after the layer's handlers.
    const navigations: boolean[] = [];
    document.addEventListener('click', (event) => {
      navigations.push(!event.defaultPrevented);
      event.preventDefault();
    });
    option.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    option.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    option.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    option.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(onFollow).toHaveBeenCalledTimes(3);
    expect(navigations).toEqual([true, true]);
  });
});
