/**
 * A run of letters/digits, optionally joined by '-', '.', '/' or '_' into a compound such as
 * 'abc-123' or '8.5'. Apostrophes split ("dell'acqua" is two words).
 */
const TOKEN = /[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*/gu;
const JOINER = /[-./_]/;
const JOINERS = /[-./_]/g;
const DIGIT = /\p{N}/u;
const LETTER = /\p{L}/u;
/** Where a letter meets a digit or a digit a letter ('iphone15' → 'iphone|15'). */
const LETTER_DIGIT = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu;

export interface Token {
  /** Folded text of the whole token with joiners removed ('abc-123' → 'abc123'). */
  term: string;
  /** Folded parts when the token is a compound, else null. */
  parts: string[] | null;
  start: number;
  end: number;
}

/**
 * The parts of one raw token, or null when it has one: split at joiners and, with `letterDigit`
 * (every field but `code` ones), where letters meet digits — Lucene's word delimiter with
 * `catenateAll`, the joined form being the token's term. Words without digits (most of them) pay
 * one test.
 *
 * @example
 * partsOf('iphone15', true); // ['iphone', '15']
 * partsOf('iphone15', false); // null
 */
export function partsOf(raw: string, letterDigit: boolean): string[] | null {
  const joined = JOINER.test(raw);
  const split = letterDigit && DIGIT.test(raw) && LETTER.test(raw);
  if (!joined && !split) return null;
  const pieces = joined ? raw.split(JOINERS) : [raw];
  if (!split) return pieces;
  const parts = pieces.flatMap((p) => p.split(LETTER_DIGIT));
  return parts.length > 1 ? parts : null;
}

/**
 * Splits folded text into tokens. Compounds keep their joined form and their parts so that codes
 * are findable whole and in pieces; `letterDigit` (default true) also splits where letters meet
 * digits, as text fields are indexed.
 *
 * @example
 * tokenize('sku abc-123').map((t) => t.term); // ['sku', 'abc123']
 * tokenize('iphone15')[0].parts; // ['iphone', '15']
 */
export function tokenize(folded: string, letterDigit = true): Token[] {
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    const raw = m[0];
    const parts = partsOf(raw, letterDigit);
    out.push({
      term: parts !== null && JOINER.test(raw) ? raw.replace(JOINERS, '') : raw,
      parts,
      start: m.index,
      end: m.index + raw.length,
    });
  }
  return out;
}

/**
 * Index-time tokenisation without allocating token objects: calls `emit` with each term and its
 * position. A compound emits its joined form and its first part at the same position, then each
 * further part one position on. `letterDigit` as in `tokenize`: false for `code` fields, whose
 * values stay whole apart from their joiners. Returns the field's length in words as written
 * ('WH-1000XM5' is one word, though its parts take four positions).
 */
export function forEachTerm(
  folded: string,
  emit: (term: string, position: number) => void,
  letterDigit = true,
): number {
  const raws = folded.match(TOKEN);
  if (raws === null) return 0;
  let pos = 0;
  for (const raw of raws) {
    const parts = partsOf(raw, letterDigit);
    if (parts === null) {
      emit(raw, pos++);
      continue;
    }
    emit(JOINER.test(raw) ? raw.replace(JOINERS, '') : raw, pos);
    for (const part of parts) emit(part, pos++);
  }
  return raws.length;
}
