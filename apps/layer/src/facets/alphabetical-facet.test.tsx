// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { facetValue, facetView, showFacet, sync, unmount } from '../../test/facet.fixtures';
import { AlphabeticalFacet } from './alphabetical-facet';

afterEach(unmount);

const groups = () =>
  [...document.querySelectorAll('[role="group"]')].map((group) => {
    const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    return [label?.textContent, [...group.querySelectorAll('label')].map((l) => l.textContent)];
  });

describe('AlphabeticalFacet', () => {
  it('lists checkboxes under their initial, each letter a labelled group', () => {
    const values = ['Acme', 'Adidas', 'Élan', 'Zeta'].map((v) => facetValue(v, 2));
    showFacet(AlphabeticalFacet, facetView(values, { type: 'alph-MC', sorting: 'ASC' }));
    expect(groups()).toEqual([
      ['A', ['Acme (2)', 'Adidas (2)']],
      ['E', ['Élan (2)']],
      ['Z', ['Zeta (2)']],
    ]);
  });

  it('runs Z–A for a descending facet and reports the ticked value', () => {
    const values = ['Zeta', 'Beta', 'Alpha'].map((v) => facetValue(v));
    const { onToggle } = showFacet(
      AlphabeticalFacet,
      facetView(values, { type: 'alph-SC', sorting: 'DESC' }),
    );
    expect(groups().map(([letter]) => letter)).toEqual(['Z', 'B', 'A']);
    sync(() => document.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
    expect(onToggle).toHaveBeenCalledWith('Zeta');
  });
});
