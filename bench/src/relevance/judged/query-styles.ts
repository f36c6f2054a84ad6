import type { Draw } from './catalogue-draw.js';
import { FILMS, GAMES } from './media-families.js';
import { roman } from './query-lexicon.js';
import type { Intent } from './shop-truth.js';

export type Draft = [text: string, intent: Intent];

/** The first item of each key, in order. */
export function distinct<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const t of items) if (!seen.has(key(t))) seen.set(key(t), t);
  return [...seen.values()];
}

/** A line and number glued (`iphone15`, `galaxy_s23`) or joined by underscores (`xbox_one`). */
export function gluedText(i: Intent, k: number): string {
  const line = i.line!;
  return k % 2 === 0
    ? `${line.replace(/ /g, '_')}${i.number}`
    : `${line} ${i.number}`.replace(/ /g, '_');
}

/** Sequels asked for in digits where the title has Roman numerals (`rocky 2`), and the reverse. */
export function numberQueries(): Draft[] {
  const out: Draft[] = [];
  const titled: [string, string, number | null, string][] = [
    ...FILMS.map(([name, line, n]): [string, string, number, string] => [name, line, n, 'film']),
    ...GAMES.map(([name, line, n]): [string, string, number | null, string] => [
      name,
      line,
      n,
      'game',
    ]),
  ];
  for (const [name, line, n, kind] of titled) {
    if (n === null || n === 1) continue;
    const written = /\b[IVX]+\b/.test(name);
    const r = roman(n);
    // Sequels the catalogue titles in Roman numerals are asked for in digits, and the reverse.
    if (written) out.push([`${line} ${n}`, { kind, line, number: n }]);
    else if (r !== null) out.push([`${line} ${r}`, { kind, line, number: n }]);
  }
  return distinct(out, ([text]) => text);
}

/** `text` with one edit (deletion, transposition or substitution) inside its longest word. */
export function misspell(text: string, d: Draw): string {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const i = d.int(1, longest.length - 2);
  const ops = [
    longest.slice(0, i) + longest.slice(i + 1),
    longest.slice(0, i) + longest[i + 1] + longest[i] + longest.slice(i + 2),
    longest.slice(0, i) + d.pick(['a', 'e', 'o', 'r', 's']) + longest.slice(i + 1),
  ];
  return words.map((w) => (w === longest ? d.pick(ops) : w)).join(' ');
}
