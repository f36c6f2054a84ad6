import type { Availability, Money } from '@trova/contracts';

const CURRENCY = /^[A-Za-z]{3}$/;
const SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', $: 'USD', '£': 'GBP' };

/**
 * Reads a Merchant Center price: "1,299.00 EUR", "1.299,00 EUR", "EUR 15", "15 USD", "€15,50",
 * "15.00" (amount only). Returns undefined when it is not a price.
 *
 * Separators: with both '.' and ',' the last one is the decimal mark. With one kind only, a single
 * mark followed by exactly three digits after a 1–3 digit group not starting with 0 ("1.299",
 * "1,299") is a thousands separator, as Italian and US feeds write it; otherwise it is decimal.
 */
export function parsePrice(raw: string): Money | undefined {
  let text = raw.trim().replace(/\s+/g, ' ');
  let currency: string | undefined;
  const parts = text.split(' ');
  if (parts.length === 2) {
    const [a = '', b = ''] = parts;
    if (CURRENCY.test(b)) [text, currency] = [a, b];
    else if (CURRENCY.test(a)) [text, currency] = [b, a];
    else return undefined;
  } else if (parts.length > 2) return undefined;
  const symbol = SYMBOLS[text[0] ?? ''] ?? SYMBOLS[text.at(-1) ?? ''];
  if (symbol && !currency) {
    currency = symbol;
    text = text.replace(/^[€$£]|[€$£]$/g, '');
  }
  const amount = parseAmount(text);
  if (amount === undefined) return undefined;
  return currency ? { amount, currency: currency.toUpperCase() } : { amount };
}

function parseAmount(text: string): number | undefined {
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    normalised = text.split(group).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const groups = text.split(mark);
    const thousands =
      groups.length > 2 ||
      (/^[1-9]\d{0,2}$/.test(groups[0] ?? '') && (groups[1] ?? '').length === 3);
    if (thousands) {
      if (!groups.slice(1).every((g) => g.length === 3)) return undefined;
      normalised = groups.join('');
    } else normalised = groups.join('.');
  } else normalised = text;
  const amount = Number(normalised);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * Legacy and variant spellings of availability. 'available for order' (orderable now, ships in
 * four or more days) was retired by Google and folded into in stock.
 */
const AVAILABILITY: Readonly<Record<string, Availability>> = {
  in_stock: 'in_stock',
  instock: 'in_stock',
  available: 'in_stock',
  available_for_order: 'in_stock',
  out_of_stock: 'out_of_stock',
  outofstock: 'out_of_stock',
  sold_out: 'out_of_stock',
  preorder: 'preorder',
  pre_order: 'preorder',
  backorder: 'backorder',
  back_order: 'backorder',
};

/** Normalised availability, or undefined for a value Merchant Center does not know. */
export function normaliseAvailability(raw: string): Availability | undefined {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/^https?:\/\/schema\.org\//, '');
  // A feed's text is the key: only the table's own spellings count, never `constructor` & co.
  return Object.hasOwn(AVAILABILITY, key) ? AVAILABILITY[key] : undefined;
}

const CONDITIONS = new Set(['new', 'refurbished', 'used']);

export function normaliseCondition(raw: string): 'new' | 'refurbished' | 'used' | undefined {
  const value = raw.trim().toLowerCase();
  return CONDITIONS.has(value) ? (value as 'new' | 'refurbished' | 'used') : undefined;
}
