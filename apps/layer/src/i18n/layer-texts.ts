/** The layer's texts. Every language has the same keys (a test checks it). */
export interface LayerTexts {
  dialog: string;
  searchLabel: string;
  placeholder: string;
  submit: string;
  close: string;
  results: string;
  resultCount: (count: string, one: boolean) => string;
  noResults: (query: string) => string;
  didYouMean: string;
  minChars: (count: number) => string;
  pressEnter: string;
  loading: string;
  error: string;
  retry: string;
  sortBy: string;
  filters: string;
  showFilters: string;
  clearFilters: string;
  showMore: string;
  showLess: string;
  pages: string;
  page: (page: number) => string;
  previousPage: string;
  nextPage: string;
  loadMore: string;
  /** Stored default sort labels (English in the layout's defaults) shown in this language. */
  defaultSortLabels: Readonly<Record<string, string>>;
}

const en: LayerTexts = {
  dialog: 'Product search',
  searchLabel: 'Search products',
  placeholder: 'Search…',
  submit: 'Search',
  close: 'Close search',
  results: 'Products',
  resultCount: (count, one) => (one ? '1 result' : `${count} results`),
  noResults: (query) => (query ? `No results for “${query}”` : 'No results'),
  didYouMean: 'Did you mean',
  minChars: (count) => `Type at least ${count} characters`,
  pressEnter: 'Press Enter to search',
  loading: 'Searching…',
  error: 'Search is not available right now.',
  retry: 'Try again',
  sortBy: 'Sort by',
  filters: 'Filters',
  showFilters: 'Show filters',
  clearFilters: 'Clear filters',
  showMore: 'Show more',
  showLess: 'Show less',
  pages: 'Pages',
  page: (page) => `Page ${page}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  loadMore: 'Load more',
  defaultSortLabels: {},
};

const it: LayerTexts = {
  dialog: 'Ricerca prodotti',
  searchLabel: 'Cerca prodotti',
  placeholder: 'Cerca…',
  submit: 'Cerca',
  close: 'Chiudi la ricerca',
  results: 'Prodotti',
  resultCount: (count, one) => (one ? '1 risultato' : `${count} risultati`),
  noResults: (query) => (query ? `Nessun risultato per «${query}»` : 'Nessun risultato'),
  didYouMean: 'Forse cercavi',
  minChars: (count) => `Scrivi almeno ${count} caratteri`,
  pressEnter: 'Premi Invio per cercare',
  loading: 'Ricerca in corso…',
  error: 'La ricerca non è disponibile in questo momento.',
  retry: 'Riprova',
  sortBy: 'Ordina per',
  filters: 'Filtri',
  showFilters: 'Mostra i filtri',
  clearFilters: 'Rimuovi i filtri',
  showMore: 'Mostra altri',
  showLess: 'Mostra meno',
  pages: 'Pagine',
  page: (page) => `Pagina ${page}`,
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  loadMore: 'Carica altri',
  defaultSortLabels: {
    Relevance: 'Rilevanza',
    'Price Ascending': 'Prezzo crescente',
    'Price Descending': 'Prezzo decrescente',
  },
};

export const LAYER_TEXTS: Readonly<Record<string, LayerTexts>> = { en, it };

/**
 * Texts in the shop's language (its catalogue language, ISO 639-1, from the layer configuration);
 * English for languages the layer does not speak yet.
 */
export function layerTexts(language: string): LayerTexts {
  return LAYER_TEXTS[language.slice(0, 2).toLowerCase()] ?? en;
}

/** A sort label as shoppers read it: the layout's own text, translated only if left at a default. */
export function sortLabel(texts: LayerTexts, label: string): string {
  return texts.defaultSortLabels[label] ?? label;
}
