import type { WooApi } from './woocommerce-api';

/** `GET /taxes` items (WooCommerce 5.3+ adds the `postcodes`/`cities` lists). */
export interface WooTaxRate {
  id: number;
  country?: string;
  state?: string;
  postcode?: string;
  city?: string;
  postcodes?: string[];
  cities?: string[];
  rate?: string;
  priority?: number;
  compound?: boolean;
  order?: number;
  /** `standard` or a tax class slug (`reduced-rate`). */
  class?: string;
}

/** A tax class's price multiplier: entered prices × factor = prices as the shop displays them. */
export type WooTaxFactor = (taxClass: string) => number;

interface WooSetting {
  id?: unknown;
  value?: unknown;
}

/**
 * How to turn entered prices into the prices the shop displays, or null when they are the same
 * (taxes off, or entered and displayed alike) or the key may not read the tax settings. A store
 * entering prices without tax and displaying them with tax gets its base country's rates
 * applied (the rates a guest sees: no postcode or city rule, one rate per priority, compound
 * rates on top); the opposite takes them off. Same key, three small reads, once per import.
 * @example (await loadWooTaxFactor(api))?.('standard') // 1.22 for an Italian shop entering net prices
 */
export async function loadWooTaxFactor(
  api: Pick<WooApi, 'request' | 'pages'>,
  signal?: AbortSignal,
): Promise<WooTaxFactor | null> {
  const tax = await settings(api, 'settings/tax', signal);
  if (!tax || tax.get('woocommerce_calc_taxes') !== 'yes') return null;
  const enteredWithTax = tax.get('woocommerce_prices_include_tax') === 'yes';
  const shownWithTax = tax.get('woocommerce_tax_display_shop') === 'incl';
  if (enteredWithTax === shownWithTax) return null;
  const general = await settings(api, 'settings/general', signal);
  const base = general?.get('woocommerce_default_country');
  const [country = '', state = ''] = typeof base === 'string' ? base.split(':') : [];
  if (!country) return null;
  const rates: WooTaxRate[] = [];
  const accept = [401, 403, 404];
  for await (const page of api.pages<WooTaxRate>({ path: 'taxes', accept, signal })) {
    rates.push(...page);
  }
  const factors = new Map<string, number>();
  return (taxClass) => {
    const key = taxClass === '' ? 'standard' : taxClass;
    let factor = factors.get(key);
    if (factor === undefined) {
      const own = rates.filter((rate) => (rate.class || 'standard') === key);
      factor = baseFactor(own, country.toUpperCase(), state.toUpperCase());
      factors.set(key, factor);
    }
    return enteredWithTax ? 1 / factor : factor;
  };
}

/** The multiplier of the rates a guest at the store's base location pays. */
function baseFactor(rates: readonly WooTaxRate[], country: string, state: string): number {
  const applies = rates
    .filter(
      (rate) =>
        matches(rate.country, country) &&
        matches(rate.state, state) &&
        !rate.postcode &&
        !rate.city &&
        (rate.postcodes ?? []).length === 0 &&
        (rate.cities ?? []).length === 0,
    )
    .sort((a, b) => (a.priority ?? 1) - (b.priority ?? 1) || (a.order ?? 0) - (b.order ?? 0));
  // WooCommerce applies one rate per priority: the first that matches.
  const taken = new Map<number, WooTaxRate>();
  for (const rate of applies)
    if (!taken.has(rate.priority ?? 1)) taken.set(rate.priority ?? 1, rate);
  let simple = 0;
  let compound = 1;
  for (const rate of taken.values()) {
    const percent = Number(rate.rate);
    if (!Number.isFinite(percent) || percent < 0) continue;
    if (rate.compound) compound *= 1 + percent / 100;
    else simple += percent;
  }
  return (1 + simple / 100) * compound;
}

/** An empty rule field matches every place. */
function matches(rule: string | undefined, value: string): boolean {
  return !rule || rule.toUpperCase() === value;
}

/** A settings group as id → value; null when the key may not read it. */
async function settings(
  api: Pick<WooApi, 'request'>,
  path: string,
  signal?: AbortSignal,
): Promise<Map<string, unknown> | null> {
  const answer = await api.request({ path, accept: [401, 403, 404], signal });
  if (answer.status !== 200) return null;
  const body = answer.json<unknown>();
  if (!Array.isArray(body)) return null;
  const entries = (body as WooSetting[]).filter(
    (item): item is { id: string; value?: unknown } =>
      typeof item === 'object' && item !== null && typeof item.id === 'string',
  );
  return new Map(entries.map((item) => [item.id, item.value]));
}
