// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { facetView, showFacet, sync, unmount } from '../../test/facet.fixtures';
import { RatingFacet } from './rating-facet';

afterEach(unmount);

const rating = facetView([], { name: 'rating', label: 'Rating', type: 'rating' });
const options = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => [
    document.querySelector(`label[for="${radio.id}"]`)?.textContent,
    radio.checked,
  ]);

describe('RatingFacet', () => {
  it('offers "N stars and up" that would narrow the results, in a labelled radio group', () => {
    showFacet(RatingFacet, rating, { bounds: { min: 1.5, max: 5 } });
    const group = document.querySelector('[role="radiogroup"]');
    const label = document.getElementById(group?.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Rating');
    expect(options()).toEqual([
      ['Any rating', true],
      ['★★★★☆4 stars and up', false],
      ['★★★☆☆3 stars and up', false],
      ['★★☆☆☆2 stars and up', false],
    ]);
  });

  it('sends the lowest rating chosen, and nothing for "Any rating"', () => {
    const { onRange } = showFacet(RatingFacet, rating, {
      bounds: { min: 3, max: 5 },
      range: { from: 3 },
    });
    expect(options().map(([, checked]) => checked)).toEqual([false, false, true]);
    sync(() => document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]?.click());
    expect(onRange).toHaveBeenLastCalledWith({ from: 4 });
    sync(() => document.querySelector<HTMLInputElement>('input[type="radio"]')?.click());
    expect(onRange).toHaveBeenLastCalledWith(undefined);
  });
});
