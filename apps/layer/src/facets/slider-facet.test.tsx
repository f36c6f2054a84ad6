// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { facetView, showFacet, sync, unmount } from '../../test/facet.fixtures';
import { SliderFacet } from './slider-facet';

afterEach(unmount);

const price = facetView([], { name: 'price', label: 'Price', type: 'slider' });
const thumbs = () => [...document.querySelectorAll<HTMLInputElement>('input[type="range"]')];

function move(input: HTMLInputElement | undefined, value: number) {
  sync(() => {
    if (!input) return;
    input.value = String(value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('SliderFacet', () => {
  it('is two labelled range inputs spanning the answer’s bounds in whole steps', () => {
    showFacet(SliderFacet, price, { bounds: { min: 19.9, max: 249 } });
    expect(thumbs().map((t) => [t.getAttribute('aria-label'), t.min, t.max, t.step])).toEqual([
      ['Price: from', '19', '249', '1'],
      ['Price: to', '19', '249', '1'],
    ]);
    expect(thumbs()[0]?.getAttribute('aria-valuetext')).toBe('19.00');
    expect(document.querySelector('.tv-slider-values')?.textContent).toBe('19.00 – 249.00');
  });

  it('sends the range chosen, open at the end left at its bound', () => {
    const { onRange } = showFacet(SliderFacet, price, { bounds: { min: 10, max: 100 } });
    move(thumbs()[0], 40);
    expect(onRange).toHaveBeenLastCalledWith({ from: 40 });
  });

  it('keeps a thumb from passing the other one, and sends nothing for the whole range', () => {
    const { onRange } = showFacet(SliderFacet, price, {
      bounds: { min: 10, max: 100 },
      range: { from: 40 },
    });
    move(thumbs()[1], 20);
    expect(onRange).toHaveBeenLastCalledWith({ from: 40, to: 40 });
    move(thumbs()[0], 10);
    expect(onRange).toHaveBeenLastCalledWith(undefined);
  });
});
