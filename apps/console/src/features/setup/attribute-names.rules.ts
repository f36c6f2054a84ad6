/*
 * What an attribute's name says about it, matched by its words, in English and Italian, whatever
 * their case or separators (`codice_ean`, `googleProductCategory`, `Bar-Code`), so catalogues we
 * have never seen are understood too (docs/product/onboarding.md#proposed-setup).
 */

/** The words of an attribute name, lower case, without accents; digits stay glued to letters. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A set of words, for the tables below. */
export const wordSet = (...words: string[]): ReadonlySet<string> => new Set(words);

/** Words that name an identifier a shopper may type or scan: matched exactly, as a code. */
const CODE_WORDS = wordSet(
  'gtin',
  'gtin8',
  'gtin12',
  'gtin13',
  'gtin14',
  'ean',
  'ean8',
  'ean13',
  'upc',
  'isbn',
  'jan',
  'barcode',
  'mpn',
  'sku',
  'code',
  'codice',
  'cod',
  'ref',
  'reference',
  'riferimento',
);
/** `<word> id` / `id <word>` names an identifier of the product itself (`product_id`, `id_articolo`). */
const PRODUCT_WORDS = wordSet(
  'product',
  'prodotto',
  'item',
  'articolo',
  'article',
  'variant',
  'variante',
);
/** Word pairs that name an identifier although neither word does alone. */
const CODE_PAIRS = ['bar code', 'part number', 'article number', 'item number', 'numero parte'];
/** Codes that are not a product's: a currency, a colour, a country, a coupon… */
const NOT_PRODUCT_CODE_WORDS = wordSet(
  'currency',
  'valuta',
  'color',
  'colour',
  'colore',
  'country',
  'paese',
  'nazione',
  'language',
  'lingua',
  'coupon',
  'promo',
  'promotion',
  'promozione',
  'discount',
  'sconto',
  'tax',
  'iva',
  'shipping',
  'spedizione',
  'postal',
  'zip',
  'google',
  'group',
  'gruppo',
  'category',
  'categoria',
);

/** Whether an attribute names a product identifier, searched as a code (exact match). */
export function isIdentifierName(name: string): boolean {
  const words = nameWords(name);
  if (words.some((word) => NOT_PRODUCT_CODE_WORDS.has(word))) return false;
  if (words.length === 1 && words[0] === 'id') return true;
  if (words.some((word) => CODE_WORDS.has(word))) return true;
  const joined = words.join(' ');
  if (CODE_PAIRS.some((pair) => joined.includes(pair))) return true;
  const idAt = words.indexOf('id');
  return (
    idAt !== -1 &&
    [words[idAt - 1], words[idAt + 1]].some((word) => word !== undefined && PRODUCT_WORDS.has(word))
  );
}
