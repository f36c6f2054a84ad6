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
  error: string;
  retry: string;
  sortBy: string;
  filters: string;
  clearFilters: string;
  showMore: string;
  showLess: string;
  /** Accessible name of a facet's inner search. */
  facetSearch: (facet: string) => string;
  noValues: string;
  activeFilters: string;
  /** Hidden text before a chip's visible "facet: value". */
  removeFilter: string;
  /** Hidden text of a category's expand button, before the category's name. */
  subcategories: string;
  rangeFrom: string;
  rangeTo: string;
  /** A chosen range as a chip says it; an end left open is left out. */
  range: (from: string | undefined, to: string | undefined) => string;
  stars: (count: number) => string;
  andUp: string;
  anyRating: string;
  pages: string;
  page: (page: number) => string;
  previousPage: string;
  nextPage: string;
  loadMore: string;
  suggestions: string;
  lastSearches: string;
  removeSearch: (query: string) => string;
  clearSearches: string;
  searchesCleared: string;
  mainCategories: string;
  recommendedCategories: string;
  voiceStart: string;
  voiceStop: string;
  voiceListening: string;
  voiceDenied: string;
  voiceNoSpeech: string;
  voiceError: string;
  scan: string;
  scanHint: string;
  scanCancel: string;
  scanStarting: string;
  scanDenied: string;
  scanError: string;
  scanFound: (code: string) => string;
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
  error: 'Search is not available right now.',
  retry: 'Try again',
  sortBy: 'Sort by',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  showMore: 'Show more',
  showLess: 'Show less',
  facetSearch: (facet) => `Find in ${facet}`,
  noValues: 'No matching values',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter',
  subcategories: 'Subcategories of',
  rangeFrom: 'from',
  rangeTo: 'to',
  range: (from, to) =>
    from && to ? `${from} – ${to}` : from ? `from ${from}` : `up to ${to ?? ''}`,
  stars: (count) => (count === 1 ? '1 star' : `${count} stars`),
  andUp: 'and up',
  anyRating: 'Any rating',
  pages: 'Pages',
  page: (page) => `Page ${page}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  loadMore: 'Load more',
  suggestions: 'Popular searches',
  lastSearches: 'Your recent searches',
  removeSearch: (query) => `Remove “${query}” from recent searches`,
  clearSearches: 'Clear all',
  searchesCleared: 'Recent searches cleared',
  mainCategories: 'Categories',
  recommendedCategories: 'Recommended for you',
  voiceStart: 'Search by voice',
  voiceStop: 'Stop listening',
  voiceListening: 'Listening… say what you are looking for',
  voiceDenied: 'Voice search needs the microphone: allow it in the browser and try again.',
  voiceNoSpeech: 'Nothing was heard. Try again or type your search.',
  voiceError: 'Voice search is not available right now. Type your search instead.',
  scan: 'Scan a barcode',
  scanHint: 'Point the camera at the product’s barcode',
  scanCancel: 'Cancel',
  scanStarting: 'Starting the camera…',
  scanDenied: 'Scanning needs the camera: allow it in the browser and try again.',
  scanError: 'The camera or the scanner is not available right now.',
  scanFound: (code) => `Barcode ${code} found, searching`,
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
  error: 'La ricerca non è disponibile in questo momento.',
  retry: 'Riprova',
  sortBy: 'Ordina per',
  filters: 'Filtri',
  clearFilters: 'Rimuovi i filtri',
  showMore: 'Mostra altri',
  showLess: 'Mostra meno',
  facetSearch: (facet) => `Cerca in ${facet}`,
  noValues: 'Nessun valore corrisponde',
  activeFilters: 'Filtri attivi',
  removeFilter: 'Rimuovi il filtro',
  subcategories: 'Sottocategorie di',
  rangeFrom: 'da',
  rangeTo: 'a',
  range: (from, to) =>
    from && to ? `${from} – ${to}` : from ? `da ${from}` : `fino a ${to ?? ''}`,
  stars: (count) => (count === 1 ? '1 stella' : `${count} stelle`),
  andUp: 'e più',
  anyRating: 'Qualsiasi voto',
  pages: 'Pagine',
  page: (page) => `Pagina ${page}`,
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  loadMore: 'Carica altri',
  suggestions: 'Ricerche popolari',
  lastSearches: 'Le tue ricerche recenti',
  removeSearch: (query) => `Rimuovi «${query}» dalle ricerche recenti`,
  clearSearches: 'Cancella tutto',
  searchesCleared: 'Ricerche recenti cancellate',
  mainCategories: 'Categorie',
  recommendedCategories: 'Consigliate per te',
  voiceStart: 'Cerca con la voce',
  voiceStop: 'Smetti di ascoltare',
  voiceListening: 'In ascolto… di’ cosa stai cercando',
  voiceDenied: 'La ricerca vocale usa il microfono: consentilo nel browser e riprova.',
  voiceNoSpeech: 'Non ho sentito nulla. Riprova o scrivi la ricerca.',
  voiceError: 'La ricerca vocale non è disponibile ora. Scrivi la ricerca.',
  scan: 'Scansiona un codice a barre',
  scanHint: 'Inquadra il codice a barre del prodotto',
  scanCancel: 'Annulla',
  scanStarting: 'Avvio della fotocamera…',
  scanDenied: 'La scansione usa la fotocamera: consentila nel browser e riprova.',
  scanError: 'La fotocamera o lo scanner non sono disponibili ora.',
  scanFound: (code) => `Codice ${code} trovato, ricerca in corso`,
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
