/** What the merchandising chunk says, in the shop's language (Italian or English). */
export interface MerchTexts {
  previous: string;
  next: string;
  /** A banner's alternative text when its campaign has no name. */
  promotion: string;
}

const en: MerchTexts = {
  previous: 'Previous products',
  next: 'Next products',
  promotion: 'Promotion',
};

const it: MerchTexts = {
  previous: 'Prodotti precedenti',
  next: 'Prodotti successivi',
  promotion: 'Promozione',
};

/**
 * The texts of a language (ISO 639-1, or a tag such as `it-IT`); English for any other.
 * @example merchTexts('it-IT').next // 'Prodotti successivi'
 */
export function merchTexts(language: string): MerchTexts {
  return language.slice(0, 2).toLowerCase() === 'it' ? it : en;
}
