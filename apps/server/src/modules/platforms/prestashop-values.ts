import { decodeHTML } from 'entities';
import type { PsScalar, PsText } from './prestashop.types';

/**
 * A multi-language field in the shop's language: the webservice gives `[{ id, value }]` per
 * language (or a bare string when one language is shown). The shop's language wins; when its
 * value is empty (an untranslated product) the first non-empty language stands in, so the
 * product still has a title rather than being dropped.
 * @example pickLanguage([{ id: 1, value: 'Zaino' }, { id: 2, value: 'Backpack' }], '2') // 'Backpack'
 */
export function pickLanguage(text: PsText, languageId: string | null): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const own = text.find((entry) => languageId !== null && String(entry.id) === languageId);
  if (own?.value) return own.value;
  return text.find((entry) => entry.value)?.value ?? '';
}

/**
 * HTML as plain text: scripts and styles dropped, tags become spaces, entities decoded,
 * whitespace collapsed. PrestaShop descriptions are rich-text editor HTML.
 * @example htmlToText('<p>Zaino &egrave; <b>leggero</b></p>') // 'Zaino è leggero'
 */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutTags = withoutCode.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ');
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Text cut to `max` characters, or undefined when empty. */
export function clip(value: string | null | undefined, max: number): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

/** A webservice number ("34.460000", 12, "") as a finite number, or undefined. */
export function toNumber(value: PsScalar): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A webservice id as a string; '' for none. */
export function toId(value: PsScalar): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The webservice's booleans are "1"/"0" (or numbers). */
export function isTrue(value: PsScalar): boolean {
  return value !== null && value !== undefined && String(value).trim() === '1';
}

/** Money rounded to cents: the price virtual fields come with six decimals. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The store's base address without a trailing slash (the shop may live in a sub-folder). */
export function storeBase(storeUrl: string): string {
  return storeUrl.trim().replace(/\/+$/, '');
}
