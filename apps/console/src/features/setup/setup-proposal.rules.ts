import { SEARCH_TYPE_KEY, type QueryField, type Setup } from '@trova/contracts';
import { isIdentifierName, nameWords, wordSet } from './attribute-names.rules';

/*
 * The starting setup the wizard proposes from a catalogue's attribute names
 * (docs/product/onboarding.md#proposed-setup), read by their words (attribute-names.rules.ts).
 */

/** A role of an attribute in the proposal: which words name it, most telling first. */
interface Role {
  readonly words: ReadonlySet<string>;
}
const role = (...words: string[]): Role => ({ words: wordSet(...words) });

const TITLE = role('title', 'titolo', 'name', 'nome', 'denominazione');
const DESCRIPTION = role('description', 'descrizione', 'desc');
const BRAND = role('brand', 'marca', 'marchio', 'manufacturer', 'produttore');
const CATEGORIES = role('categories', 'category', 'categorie', 'categoria', 'reparto');
const PRODUCT_TYPE = role('type', 'tipo', 'tipologia');
const TAGS = role('tags', 'tag', 'keywords', 'keyword', 'etichette');
const COLOR = role('color', 'colour', 'colore', 'colori');
const SIZE = role('size', 'taglia', 'misura', 'taglie', 'misure');
const MATERIAL = role('material', 'materiale');
const GENDER = role('gender', 'genere', 'sesso');
const MODEL = role('model', 'modello', 'collection', 'collezione');
const PRICE = role('price', 'prezzo');
const IMAGE = role('images', 'image', 'immagine', 'immagini', 'img', 'foto', 'picture');
const LINK = role('link', 'url');

/** Words that make a name a secondary variant of its role (`sale_price`, `short_description`). */
const SECONDARY_WORDS = wordSet(
  'sale',
  'saldo',
  'scontato',
  'old',
  'original',
  'additional',
  'hover',
  'short',
  'breve',
  'google',
  'mobile',
  'thumbnail',
  'label',
);

const ROLES = [
  TITLE,
  DESCRIPTION,
  BRAND,
  CATEGORIES,
  PRODUCT_TYPE,
  TAGS,
  COLOR,
  SIZE,
  MATERIAL,
  GENDER,
  MODEL,
  PRICE,
  IMAGE,
  LINK,
];

/**
 * The attribute that plays `wanted`, in catalogue order: a name of the role's words only; else one
 * with a role word and nothing that makes it secondary or another role's (`product_name` before
 * `brand_name` for the title); else one with a role word, not secondary. Identifiers never play a
 * text role.
 */
function attributeFor(attributes: readonly string[], wanted: Role): string | undefined {
  const named = attributes
    .filter((name) => !isIdentifierName(name))
    .map((name) => ({ name, words: nameWords(name) }));
  const others = ROLES.filter((other) => other !== wanted);
  const ofRole = named.filter(
    ({ words }) =>
      words.some((word) => wanted.words.has(word)) &&
      !words.some((word) => SECONDARY_WORDS.has(word)),
  );
  const best =
    named.find(({ words }) => words.every((word) => wanted.words.has(word))) ??
    ofRole.find(({ words }) =>
      words.every((word) => wanted.words.has(word) || !others.some((o) => o.words.has(word))),
    ) ??
    ofRole[0];
  return best?.name;
}

/** A shop may search at most 16 fields (docs/product/search-setup.md#query-fields). */
export const PROPOSED_QUERY_FIELDS_MAX = 16;

const textField = (name: string, typoTolerance: 'fuzzy1' | 'fuzzy2'): QueryField => ({
  label: name,
  [SEARCH_TYPE_KEY]: 'text',
  typoTolerance,
});
const codeField = (name: string): QueryField => ({
  label: name,
  [SEARCH_TYPE_KEY]: 'code',
  typoTolerance: 'none',
});

export type SetupProposal = Pick<Setup, 'query' | 'results' | 'facets'>;

/**
 * The proposed query, results and facets for a catalogue's attributes:
 * - searched as words: title, description, brand, categories, product type, tags, colour, material,
 *   model; short names (brand, colour) tolerate one typo, the others two;
 * - searched as codes, so a typed or scanned identifier finds its product: every identifier
 *   (id, GTIN/EAN/UPC, MPN, SKU, `codice_*`…);
 * - shown in results: title as text, price, image and link;
 * - facets: categories, brand, price, colour, size, material and gender, where present.
 * @example proposeSetup(['title', 'gtin']).query.gtin?.searchType // 'code'
 */
export function proposeSetup(attributes: readonly string[]): SetupProposal {
  const pick = (wanted: Role) => attributeFor(attributes, wanted);
  const text: [Role, 'fuzzy1' | 'fuzzy2'][] = [
    [TITLE, 'fuzzy2'],
    [BRAND, 'fuzzy1'],
    [CATEGORIES, 'fuzzy2'],
    [PRODUCT_TYPE, 'fuzzy2'],
    [MODEL, 'fuzzy1'],
    [COLOR, 'fuzzy1'],
    [MATERIAL, 'fuzzy2'],
    [TAGS, 'fuzzy2'],
    [DESCRIPTION, 'fuzzy2'],
  ];
  // Identifiers first: they are what barcode scans and typed codes need.
  const codes = attributes.filter(isIdentifierName).slice(0, PROPOSED_QUERY_FIELDS_MAX);
  const words: Setup['query'] = {};
  for (const [wanted, typos] of text) {
    const name = pick(wanted);
    if (name !== undefined && !(name in words)) words[name] = textField(name, typos);
  }
  const query: Setup['query'] = Object.fromEntries([
    ...Object.entries(words).slice(0, PROPOSED_QUERY_FIELDS_MAX - codes.length),
    ...codes.map((name) => [name, codeField(name)] as const),
  ]);

  const results: Setup['results'] = {};
  const shown: [Role, string][] = [
    [TITLE, 'text'],
    [PRICE, 'price'],
    [IMAGE, 'image'],
    [LINK, 'url'],
  ];
  for (const [wanted, type] of shown) {
    const name = pick(wanted);
    if (name !== undefined && !(name in results)) results[name] = { label: name, value: type };
  }

  const facets = [CATEGORIES, BRAND, PRICE, COLOR, SIZE, MATERIAL, GENDER]
    .map(pick)
    .filter((name): name is string => name !== undefined);

  return {
    query,
    results,
    facets: [...new Set(facets)],
  };
}

/** The query fields searched as codes: what a scanned barcode can match. */
export function codeQueryFields(query: Setup['query']): string[] {
  return Object.entries(query)
    .filter(([, field]) => field[SEARCH_TYPE_KEY] === 'code')
    .map(([name]) => name);
}

/** Whether a setup has nothing chosen yet, so a proposal may fill it. */
export function isSetupUnchosen(setup: Pick<Setup, 'query' | 'results' | 'facets'>): boolean {
  return (
    Object.keys(setup.query).length === 0 &&
    Object.keys(setup.results).length === 0 &&
    setup.facets.length === 0
  );
}
