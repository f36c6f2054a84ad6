const ROMAN = 'i ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii xviii xix xx'.split(' ');
const VALUE = new Map(ROMAN.map((r, i) => [r, i + 1]));

/**
 * The built-in equivalents of a folded query word: a number from 1 to 20 and its Roman numeral
 * ('rocky 2' finds 'Rocky II', 'rocky ii' finds 'Rocky 2'). Two exceptions keep them from flooding
 * results: '1' does not become 'i' (an Italian article and an English pronoun), and a numeral is
 * read as a number only when `complete` — a word still being typed ('vi', 'xx', 'iv') is more
 * likely the start of 'viola', 'xxl' or 'ivory'.
 *
 * @example
 * numeralEquivalents('2', false); // ['ii']
 * numeralEquivalents('iv', true); // ['4']
 * numeralEquivalents('iv', false); // []
 */
export function numeralEquivalents(word: string, complete: boolean): string[] {
  if (/^\d{1,2}$/.test(word)) {
    const n = Number(word);
    return n >= 2 && n <= 20 && word[0] !== '0' ? [ROMAN[n - 1]!] : [];
  }
  const n = complete ? VALUE.get(word) : undefined;
  return n === undefined ? [] : [String(n)];
}
