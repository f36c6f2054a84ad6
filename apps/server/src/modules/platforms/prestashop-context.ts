import { isPlatformError, PlatformError } from './platform-error';
import type { PrestaShopApi } from './prestashop-api';
import { prestaShopCategoryTree } from './prestashop-categories';
import { optionKind, type PrestaShopCatalogueContext } from './prestashop.mapper';
import { isTrue, pickLanguage, storeBase, toId, toNumber } from './prestashop-values';
import type {
  PsCategory,
  PsCurrency,
  PsLanguage,
  PsManufacturer,
  PsOptionGroup,
  PsOptionValue,
} from './prestashop.types';

/** Resources an import cannot do without: the owner's key must allow GET on each. */
export const PRESTASHOP_REQUIRED_RESOURCES = [
  'products',
  'combinations',
  'stock_availables',
  'categories',
  'languages',
] as const;

/** Resources that enrich products when allowed (brand, sizes and colours, currency). */
export const PRESTASHOP_OPTIONAL_RESOURCES = [
  'manufacturers',
  'product_options',
  'product_option_values',
  'currencies',
] as const;

/**
 * Everything an import reads once before the products: the language id of the shop's ISO code,
 * the default currency, the category tree, option groups and values, and brand names. The
 * optional resources fall back to empty when the key may not read them.
 */
export async function loadPrestaShopContext(
  api: PrestaShopApi,
  storeUrl: string,
  languageIso: string,
  signal?: AbortSignal,
): Promise<PrestaShopCatalogueContext> {
  const languages = await api.list<PsLanguage>(
    'languages',
    { display: '[id,iso_code,active]' },
    signal,
  );
  const languageId = languageIdOf(languages, languageIso);
  const [categories, groups, values, manufacturers, currency] = await Promise.all([
    api.list<PsCategory>(
      'categories',
      { display: '[id,id_parent,name,active,is_root_category,level_depth]' },
      signal,
    ),
    optional(
      api.list<PsOptionGroup>(
        'product_options',
        { display: '[id,name,public_name,is_color_group]' },
        signal,
      ),
      [],
    ),
    optional(
      api.list<PsOptionValue>(
        'product_option_values',
        { display: '[id,id_attribute_group,name]' },
        signal,
      ),
      [],
    ),
    optional(api.list<PsManufacturer>('manufacturers', { display: '[id,name]' }, signal), []),
    optional(prestaShopCurrency(api, signal), null),
  ]);
  return {
    storeUrl: storeBase(storeUrl),
    languageId,
    currency,
    categories: prestaShopCategoryTree(categories, languageId),
    optionGroups: new Map(
      groups.map((group) => {
        const name =
          pickLanguage(group.public_name, languageId) || pickLanguage(group.name, languageId);
        return [toId(group.id), optionKind(name, isTrue(group.is_color_group))];
      }),
    ),
    optionValues: new Map(
      values.map((value) => [
        toId(value.id),
        { group: toId(value.id_attribute_group), name: pickLanguage(value.name, languageId) },
      ]),
    ),
    manufacturers: new Map(
      manufacturers.map((maker) => [toId(maker.id), (maker.name ?? '').trim()]),
    ),
  };
}

/**
 * The webservice id of the shop's language ("it" or "it-IT" → the language whose `iso_code` is
 * "it"); null when the shop has no such language, so the first language of each field is read.
 */
export function languageIdOf(languages: readonly PsLanguage[], languageIso: string): string | null {
  const wanted = languageIso.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const match = languages.find((language) => language.iso_code.trim().toLowerCase() === wanted);
  return match ? toId(match.id) : null;
}

/**
 * The shop's default currency. The webservice does not name it without reading the
 * configuration (a resource that also holds secrets, so Trova never asks for it); PrestaShop
 * keeps the default currency's `conversion_rate` at 1 and converts the others from it, so the
 * active currency at rate 1 is the default. A lone active currency is the default too.
 */
export async function prestaShopCurrency(
  api: PrestaShopApi,
  signal?: AbortSignal,
): Promise<string | null> {
  const currencies = await api.list<PsCurrency>(
    'currencies',
    { display: '[id,iso_code,active,conversion_rate]', 'filter[active]': '[1]' },
    signal,
  );
  const valid = currencies.filter((currency) => /^[A-Z]{3}$/.test(currency.iso_code));
  const base = valid.find((currency) => toNumber(currency.conversion_rate) === 1);
  return (base ?? (valid.length === 1 ? valid[0] : undefined))?.iso_code ?? null;
}

async function optional<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isPlatformError(error) && error.code === 'platform-permission-missing') return fallback;
    throw error;
  }
}

/** Resource names the webservice root lists with `get="true"` for this key. */
export function readableResources(rootXml: string): Set<string> {
  const readable = new Set<string>();
  for (const match of rootXml.matchAll(/<([a-z_]+)\s[^>]*\bget="true"/g)) {
    if (match[1] && match[1] !== 'description') readable.add(match[1]);
  }
  return readable;
}

/** The shop's name from the root's `<api shopName="…">`, entities of the attribute decoded. */
export function shopNameOf(rootXml: string): string | null {
  const raw = /<api\b[^>]*\bshopName="([^"]*)"/.exec(rootXml)?.[1];
  if (!raw) return null;
  return (
    raw
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim() || null
  );
}

/** Throws `platform-permission-missing` naming the required resources the key may not read. */
export function assertReadable(readable: ReadonlySet<string>): void {
  const missing = PRESTASHOP_REQUIRED_RESOURCES.filter((resource) => !readable.has(resource));
  if (missing.length > 0) {
    throw new PlatformError(
      'platform-permission-missing',
      `the PrestaShop key may not read ${missing.join(', ')}`,
    );
  }
}
