/**
 * A run of letters/digits, optionally joined by '-', '.', '/' or '_' into a compound such as
 * 'abc-123' or '8.5'. Apostrophes split ("dell'acqua" is two words).
 */
const TOKEN = /[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*/gu;
const JOINER = /[-./_]/;
const JOINERS = /[-./_]/g;

export interface Token {
  /** Folded text of the whole token with joiners removed ('abc-123' → 'abc123'). */
  term: string;
  /** Folded parts when the token is a compound, else null. */
  parts: string[] | null;
  start: number;
  end: number;
}

/**
 * Splits folded text into tokens. Compounds keep their joined form and their parts so that codes
 * are findable whole and in pieces.
 *
 * @example
 * tokenize('sku abc-123').map((t) => t.term); // ['sku', 'abc123']
 */
export function tokenize(folded: string): Token[] {
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    const raw = m[0];
    const compound = JOINER.test(raw);
    out.push({
      term: compound ? raw.replace(JOINERS, '') : raw,
      parts: compound ? raw.split(JOINERS) : null,
      start: m.index,
      end: m.index + raw.length,
    });
  }
  return out;
}

/**
 * Index-time tokenisation without allocating token objects: calls `emit` with each term and its
 * position. A compound emits its joined form and its first part at the same position.
 */
export function forEachTerm(folded: string, emit: (term: string, position: number) => void): void {
  const raws = folded.match(TOKEN);
  if (raws === null) return;
  let pos = 0;
  for (const raw of raws) {
    if (!JOINER.test(raw)) {
      emit(raw, pos++);
      continue;
    }
    emit(raw.replace(JOINERS, ''), pos);
    for (const part of raw.split(JOINERS)) emit(part, pos++);
  }
}
