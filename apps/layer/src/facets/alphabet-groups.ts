import type { FacetValue } from './facet-model';

export interface AlphabetGroup {
  /** The initial as shown: an upper-case letter without accents, or `#` for digits and signs. */
  letter: string;
  values: FacetValue[];
}

/** `Élan` files under E and `3M` under #, so shoppers find values where they expect them. */
export function initialOf(label: string): string {
  const first = label.trim().normalize('NFD').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * Values grouped by initial (alphabetical facets, docs/product/layout-design.md#facets). Groups run
 * A–Z with `#` last, or Z–A with `#` first when the facet sorts `DESC`; inside a group the values
 * keep the facet's own order.
 */
export function alphabetGroups(
  values: readonly FacetValue[],
  descending: boolean,
): AlphabetGroup[] {
  const groups = new Map<string, FacetValue[]>();
  for (const value of values) {
    const letter = initialOf(value.label);
    const group = groups.get(letter);
    if (group) group.push(value);
    else groups.set(letter, [value]);
  }
  const rank = (letter: string) => (letter === '#' ? '[' : letter);
  const order = [...groups.keys()].sort((a, b) => (rank(a) < rank(b) ? -1 : 1));
  if (descending) order.reverse();
  return order.map((letter) => ({ letter, values: groups.get(letter) ?? [] }));
}
