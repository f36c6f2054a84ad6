/** What a generated product is, known by construction: the judging rubric reads only this. */
export interface ProductTruth {
  /** Canonical kind, e.g. `headphones`, `case`, `film`. */
  kind: string;
  /** Canonical brand in lower case (`sony`), or `''` when the product has none (films, games). */
  brand: string;
  /** Product line or series in lower case (`iphone`, `galaxy s`, `rocky`), or null. */
  line: string | null;
  /** Model or sequel number (`15` for iPhone 15, `2` for Rocky II), or null. */
  number: number | null;
  /** Colour in lower case, or null. */
  colour: string | null;
  /** What an accessory, game or part is made for, or null. */
  target: Target | null;
}

export interface Target {
  kind: string;
  line: string | null;
  number: number | null;
}

export interface ShopProduct {
  id: string;
  title: string;
  description: string;
  truth: ProductTruth;
}

/**
 * What a shopper wants, as the generator decided it before writing the query text. Every part is
 * optional: `{ brand: 'sony' }` asks for anything by Sony.
 */
export interface Intent {
  kind?: string;
  brand?: string;
  /** Matches a product line equal to it or starting with it and a space (`xbox` → `xbox one`). */
  line?: string;
  number?: number;
  colour?: string;
  target?: { kind: string; line?: string; number?: number };
}

/** A judged query: its text, the intent it was written from and the loss group it exercises. */
export interface JudgedQuery {
  qid: string;
  text: string;
  intent: Intent;
  group: QueryGroup;
}

export type QueryGroup =
  | 'one-word'
  | 'plain'
  | 'accessory'
  | 'glued'
  | 'split'
  | 'joined'
  | 'numbers'
  | 'extra-word'
  | 'typo';
