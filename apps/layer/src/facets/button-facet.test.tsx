// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { facetValue, facetView, showFacet, sync, unmount } from '../../test/facet.fixtures';
import { ButtonFacet } from './button-facet';

afterEach(unmount);

describe('ButtonFacet', () => {
  it('is a labelled group of toggle buttons with counts, the chosen ones pressed', () => {
    showFacet(ButtonFacet, facetView([facetValue('Acme', 3, true), facetValue('Zeta', 1200)]));
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Brand');
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Acme (3)', 'true'],
      ['Zeta (1,200)', 'false'],
    ]);
  });

  it('reports the value pressed', () => {
    const { onToggle } = showFacet(
      ButtonFacet,
      facetView([facetValue('Acme'), facetValue('Zeta')]),
    );
    sync(() => document.querySelectorAll('button')[1]?.click());
    expect(onToggle).toHaveBeenCalledWith('Zeta');
  });

  it('offers the inner search only when the facet has many values', () => {
    const many = Array.from({ length: 10 }, (_, i) => facetValue(`Brand ${i}`));
    showFacet(ButtonFacet, facetView(many.slice(0, 3), { withSearch: true }));
    expect(document.querySelector('input[type="search"]')).toBeNull();
    showFacet(ButtonFacet, facetView(many, { withSearch: true }));
    const search = document.querySelector<HTMLInputElement>('input[type="search"]');
    expect(search?.getAttribute('aria-label')).toBe('Find in Brand');
    sync(() => {
      if (!search) return;
      search.value = 'zzz';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(document.querySelector('.tv-facet-empty')?.textContent).toBe('No matching values');
  });
});
