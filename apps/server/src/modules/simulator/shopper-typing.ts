import type { Random } from './shopper-random';

/** One search of search-as-you-type: the text in the box, sent `delayMs` after the previous. */
export interface Keystroke {
  q: string;
  delayMs: number;
}

/** Shoppers type a key every 150–400 ms; the layer searches on each (docs/product/analytics.md). */
export const KEYSTROKE_MIN_MS = 150;
export const KEYSTROKE_MAX_MS = 400;

/**
 * The searches a shopper's typing sends: each prefix of the query from the second character on
 * (an occasional fast pair of keys sends one search for both), ending with the whole query.
 * Every entry extends the one before, so the server merges them into one search intent.
 * @example typingSequence('sneaker', seededRandom(1)).map((k) => k.q) // ['sn', 'sne', …, 'sneaker']
 */
export function typingSequence(query: string, random: Random): Keystroke[] {
  const text = query.trim();
  if (text.length <= 2) return [{ q: text, delayMs: random.between(300, 900) }];
  const keystrokes: Keystroke[] = [];
  let delay = random.between(300, 900); // finding the box and starting to type
  for (let length = 2; length <= text.length; length++) {
    const last = length === text.length;
    // A fast typist's two keys inside one debounce send a single search.
    if (!last && random.chance(0.2)) {
      delay += random.between(KEYSTROKE_MIN_MS / 2, KEYSTROKE_MIN_MS);
      continue;
    }
    // A trailing space is not a search of its own: the layer trims.
    if (!last && text[length - 1] === ' ') continue;
    keystrokes.push({ q: text.slice(0, length), delayMs: delay });
    delay = random.between(KEYSTROKE_MIN_MS, KEYSTROKE_MAX_MS);
  }
  return keystrokes;
}

/**
 * The query with one typing slip: two neighbouring letters swapped, or one letter dropped.
 * Queries shorter than four letters are left alone (a slip there is another word).
 * @example withTypo('sneaker', seededRandom(2)) // e.g. 'snaeker' or 'sneker'
 */
export function withTypo(query: string, random: Random): string {
  const letters = [...query];
  const inside = letters
    .map((letter, index) => ({ letter, index }))
    .filter(
      ({ letter, index }) => /\p{L}/u.test(letter) && index > 0 && index < letters.length - 1,
    );
  if (letters.length < 4 || inside.length === 0) return query;
  const { index } = random.pick(inside);
  if (random.chance(0.5)) {
    letters.splice(index, 1);
  } else {
    const next = letters[index + 1] ?? '';
    // The last letter stays put, as the first: slips happen inside words.
    const swappable = index + 2 < letters.length && /\p{L}/u.test(next) && next !== letters[index];
    if (!swappable) letters.splice(index, 1);
    else [letters[index], letters[index + 1]] = [next, letters[index] ?? ''];
  }
  return letters.join('');
}
