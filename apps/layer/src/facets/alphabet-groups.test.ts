import { describe, expect, it } from 'vitest';
import { alphabetGroups, initialOf } from './alphabet-groups';
import type { FacetValue } from './facet-model';

const value = (label: string): FacetValue => ({ value: label, label, count: 1, selected: false });
const letters = (labels: string[], descending = false) =>
  alphabetGroups(labels.map(value), descending).map((group) => [
    group.letter,
    group.values.map((v) => v.label),
  ]);

describe('alphabetGroups', () => {
  it('files values under their initial without accents, digits and signs under # last', () => {
    expect(initialOf(' élan')).toBe('E');
    expect(letters(['Zeta', 'Acme', '3M', 'Élan', 'Adidas'])).toEqual([
      ['A', ['Acme', 'Adidas']],
      ['E', ['Élan']],
      ['Z', ['Zeta']],
      ['#', ['3M']],
    ]);
  });

  it('runs the letters backwards for a Z–A facet and keeps each group’s order', () => {
    expect(letters(['Beta', 'Alpha', 'Bravo'], true)).toEqual([
      ['B', ['Beta', 'Bravo']],
      ['A', ['Alpha']],
    ]);
  });
});
