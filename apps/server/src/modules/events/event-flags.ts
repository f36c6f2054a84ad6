import { isbot } from 'isbot';

/**
 * How an event counts in reports (docs/product/analytics.md#flags): flagged, never dropped.
 * `unverified` is set by the events call on client events no recent queryID of the shop vouches for.
 */
export const EVENT_FLAGS = ['human', 'bot', 'excluded-ip', 'preview', 'unverified'] as const;
export type EventFlag = (typeof EVENT_FLAGS)[number];

/** Headless browsers that isbot's list may miss: automation, not shoppers. */
const HEADLESS = /headless|phantomjs|puppeteer|playwright|selenium|webdriver/i;

export interface EventOrigin {
  userAgent: string;
  clientIp: string;
  /** The shop's excluded IPs as the registry holds them (exact addresses, or IPv4 CIDR ranges). */
  excludedIps: ReadonlySet<string>;
  /** The console's preview (a preview token was sent). */
  preview?: boolean;
}

function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.replace(/^::ffff:/, '').split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    const octet = Number(part);
    if (!/^\d{1,3}$/.test(part) || octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

/**
 * Whether an IPv4 address is inside a CIDR range (`10.0.0.0/8`); false for anything unparsable.
 * @example inCidr('10.1.2.3', '10.0.0.0/8') // true
 */
export function inCidr(ip: string, cidr: string): boolean {
  const [base = '', bitsText = ''] = cidr.split('/');
  const bits = Number(bitsText);
  const address = ipv4ToNumber(ip);
  const network = ipv4ToNumber(base);
  if (address === undefined || network === undefined) return false;
  if (!/^\d{1,2}$/.test(bitsText) || bits > 32) return false;
  // 2^(32-bits) block size instead of bit shifts: JavaScript shifts are 32-bit signed.
  const block = 2 ** (32 - bits);
  return Math.floor(address / block) === Math.floor(network / block);
}

/**
 * Whether the client address is one of the shop's excluded IPs: exact (either spelling of an
 * IPv4 address, see `excludedIpSet`) or inside a listed CIDR range.
 * @example isExcludedIp('10.0.0.7', new Set(['10.0.0.0/24'])) // true
 */
export function isExcludedIp(clientIp: string, excludedIps: ReadonlySet<string>): boolean {
  if (excludedIps.has(clientIp)) return true;
  for (const entry of excludedIps) if (entry.includes('/') && inCidr(clientIp, entry)) return true;
  return false;
}

/**
 * Whether a user agent is a crawler or a headless browser. An empty agent is not a bot by
 * itself: privacy tools strip it and real shoppers use them.
 * @example isBotAgent('Mozilla/5.0 ... HeadlessChrome/120.0.0.0') // true
 */
export function isBotAgent(userAgent: string): boolean {
  return HEADLESS.test(userAgent) || isbot(userAgent);
}

/**
 * The flag of one event. Order matters: a preview is the owner testing, whatever the agent; a
 * bot is a bot even from an excluded address; excluded addresses are the shop's own staff.
 * @example eventFlag({ userAgent: 'Googlebot/2.1', clientIp: '1.2.3.4', excludedIps: new Set() }) // 'bot'
 */
export function eventFlag(origin: EventOrigin): EventFlag {
  if (origin.preview) return 'preview';
  if (isBotAgent(origin.userAgent)) return 'bot';
  if (isExcludedIp(origin.clientIp, origin.excludedIps)) return 'excluded-ip';
  return 'human';
}
