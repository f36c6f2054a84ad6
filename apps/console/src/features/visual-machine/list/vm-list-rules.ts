import type { Validity } from '@trova/contracts';

/**
 * Pure rules of the Visual Machine's shared list pattern (docs/product/visual-machine.md#lists),
 * for campaigns, banner campaigns and recommendations alike.
 */

interface Named {
  name: string;
}

interface Toggleable {
  isActive: boolean;
}

/**
 * The items whose name contains the search text, ignoring case and the text's outer spaces; every
 * item while the text is blank.
 * @example filterByName([{ name: 'Summer Sale' }, { name: 'Winter' }], ' sale') // [{ name: 'Summer Sale' }]
 */
export function filterByName<T extends Named>(items: readonly T[], text: string): T[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase().includes(wanted));
}

/**
 * Whether the list is being filtered: enable/disable all is hidden and dragging is off meanwhile.
 * @example isFiltering('  ') // false
 */
export function isFiltering(text: string): boolean {
  return text.trim() !== '';
}

/**
 * Every item switched on or off, for the whole-list save.
 * @example setAllActive([{ isActive: true }, { isActive: false }], false) // [{ isActive: false }, { isActive: false }]
 */
export function setAllActive<T extends Toggleable>(items: readonly T[], isActive: boolean): T[] {
  return items.map((item) => ({ ...item, isActive }));
}

/**
 * The enable/disable-all switch is on while every item is active (and there is one).
 * @example allActive([{ isActive: true }]) // true
 */
export function allActive(items: readonly Toggleable[]): boolean {
  return items.length > 0 && items.every((item) => item.isActive);
}

/**
 * The list after dropping the item `fromId` where `toId` was; unchanged for unknown ids.
 * @example moveItem([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 'a', 'c').map((i) => i.id) // ['b', 'c', 'a']
 */
export function moveItem<T extends { id: string }>(
  items: readonly T[],
  fromId: string,
  toId: string,
): T[] {
  const from = items.findIndex((item) => item.id === fromId);
  const to = items.findIndex((item) => item.id === toId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** What the visibility column says: always visible, or the chosen range (an open end is null). */
export type Visibility =
  { kind: 'always' } | { kind: 'range'; from: number; to: number | null } | { kind: 'unset' };

/**
 * @example visibilityOf({ type: 'timeInterval', from: 10, to: null }) // { kind: 'range', from: 10, to: null }
 */
export function visibilityOf(validity: Validity): Visibility {
  if (validity.type === 'always') return { kind: 'always' };
  if (validity.from === 0) return { kind: 'unset' };
  return { kind: 'range', from: validity.from, to: validity.to };
}
