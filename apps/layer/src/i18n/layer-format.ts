export interface LayerFormat {
  count(value: number): string;
  /** A price in the product's currency; a bare number with two decimals when it has none. */
  price(value: number, currency: string | null): string;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The shop's language as an Intl locale; English when the runtime does not know the tag. */
export function supportedLocale(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(language).length > 0 ? language : 'en';
  } catch {
    return 'en';
  }
}

/**
 * Number and price formats of the shop's language (`it`: 1.234,50 €; `en`: €1,234.50). Formatters
 * are built once per currency: Intl constructors are slow and a page of results repeats them.
 */
export function layerFormat(language: string): LayerFormat {
  const locale = supportedLocale(language);
  const counts = new Intl.NumberFormat(locale);
  const plain = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const prices = new Map<string, Intl.NumberFormat>();
  const priceFormat = (currency: string) => {
    let format = prices.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      prices.set(currency, format);
    }
    return format;
  };
  return {
    count: (value) => counts.format(value),
    price(value, currency) {
      const code = currency?.toUpperCase() ?? '';
      if (!CURRENCY_CODE.test(code)) return plain.format(value);
      try {
        return priceFormat(code).format(value);
      } catch {
        // A code Intl does not know (a feed typo): the number alone is still right.
        return plain.format(value);
      }
    },
  };
}
