/**
 * The catalogue's well-known fields (Merchant Center's attributes, in the catalogue's camelCase
 * names) that get a translated title, and their titles per layer language, in the same order.
 * English needs no list: each field's English title is its name as words (`humanise`), which is
 * also the title of any other field. Packed as strings because every byte is in `overlay.js`
 * (apps/layer/DESIGN.md#size-budget); a test checks each list is complete.
 */
export const TITLED_FIELDS = [
  'brand',
  'categories',
  'price',
  'color',
  'size',
  'availability',
  'condition',
  'gender',
  'ageGroup',
  'material',
  'pattern',
  'rating',
  'productType',
];
export const FACET_TITLES: Readonly<Record<string, string>> = {
  it: 'Marca|Categorie|Prezzo|Colore|Taglia|Disponibilità|Condizione|Genere|Fascia d’età|Materiale|Fantasia|Valutazione|Tipo di prodotto',
};

/**
 * A field name as words: camelCase, `_`, `-` and `.` split, digits apart, sentence case.
 *
 * @example humanise('customLabel0') // 'Custom label 0'
 * @example humanise('age_group') // 'Age group'
 */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z])(?=[A-Z])|([A-Za-z])(?=\d)|[\s_.-]+/g, '$1$2 ')
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : name;
}

/**
 * The title a facet shows when its owner gave it none (docs/product/layer.md#facet-titles): the
 * field's translated title for well-known fields, else the field name as words.
 *
 * @example facetTitle('brand', 'it') // 'Marca'
 * @example facetTitle('customLabel0', 'it') // 'Custom label 0'
 */
export function facetTitle(name: string, language: string): string {
  const titles = FACET_TITLES[language.slice(0, 2).toLowerCase()] ?? '';
  return titles.split('|')[TITLED_FIELDS.indexOf(name)] || humanise(name);
}
