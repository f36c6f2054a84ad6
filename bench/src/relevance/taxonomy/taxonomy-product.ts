/** A product of the taxonomy set: its text and where the retailer's tree files it. */
export interface TaxonomyProduct {
  id: string;
  title: string;
  description: string;
  /** The Best Buy category it is filed in (`taxonomy-tree.ts`). */
  category: string;
  /** Brand as written in the title, lower case, without trademark signs. */
  brand: string;
  /** For an accessory: the category of the thing it is made for, else null. */
  serves: string | null;
  /** For a bundle: categories of the other things in the box (a console with a controller). */
  includes: readonly string[];
}

/** What a shopper typing a query wants, in the tree's terms. */
export interface TaxonomyIntent {
  /** Any of these categories (or one under them) is the thing asked for. */
  categories: readonly string[];
  /** Lower-case brand, when the query names one. */
  brand?: string;
  /** For an accessory query: the category of the thing it must be made for (`iphone case`). */
  for?: string;
}

/** A judged query of the set. */
export interface TaxonomyQuery {
  qid: string;
  text: string;
  group: string;
  intent: TaxonomyIntent;
}
