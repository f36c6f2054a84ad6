import { type BenchProduct, FACET_BRANDS, FACET_COLOURS, rng } from './catalogue.js';

export const QUERY_CLASSES = ['prefix', 'word', 'twoWords', 'typo', 'code', 'filtered'] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface BenchQuery {
  text: string;
  /** Only for the `filtered` class: two facet filters. */
  filters?: { brand: string; colour: string };
}

const WORD = /^[a-z]{4,}$/;

function words(p: BenchProduct): string[] {
  return p.title
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => WORD.test(w));
}

function misspell(w: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (w.length - 2));
  const op = Math.floor(r() * 3);
  if (op === 0) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  if (op === 1) return w.slice(0, i) + w.slice(i + 1);
  return w.slice(0, i) + 'aeiou'[Math.floor(r() * 5)] + w.slice(i + 1);
}

/** A fixed query set per class, drawn from the catalogue with its own seed. */
export function buildQueries(
  catalogue: BenchProduct[],
  perClass: number,
): Record<QueryClass, BenchQuery[]> {
  const r = rng(777);
  const product = (): BenchProduct => catalogue[Math.floor(r() * catalogue.length)]!;
  const word = (): string => {
    for (;;) {
      const ws = words(product());
      if (ws.length > 0) return ws[Math.floor(r() * ws.length)]!;
    }
  };
  const make = (f: (i: number) => BenchQuery): BenchQuery[] =>
    Array.from({ length: perClass }, (_, i) => f(i));
  return {
    prefix: make((i) => ({ text: word().slice(0, 1 + (i % 4)) })),
    word: make(() => ({ text: word() })),
    twoWords: make(() => {
      const ws = words(product());
      return { text: ws.length >= 2 ? `${ws[0]} ${ws[ws.length - 1]}` : `${word()} ${word()}` };
    }),
    typo: make(() => {
      let w = word();
      while (w.length < 5) w = word();
      return { text: misspell(w, r) };
    }),
    code: make((i) => ({ text: i % 2 === 0 ? product().ean : product().sku })),
    filtered: make(() => ({
      text: word(),
      filters: {
        brand: FACET_BRANDS[Math.floor(r() * FACET_BRANDS.length)]!,
        colour: FACET_COLOURS[Math.floor(r() * FACET_COLOURS.length)]!,
      },
    })),
  };
}
