import { describe, expect, it } from 'vitest';
import { excludedIpSet } from '../search/index';
import { eventFlag, inCidr, isBotAgent, isExcludedIp } from './event-flags';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36';
const none = new Set<string>();

describe('event flags', () => {
  it('recognises crawlers and headless browsers, not shoppers', () => {
    expect(
      isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(isBotAgent(HEADLESS)).toBe(true);
    expect(isBotAgent('Mozilla/5.0 Playwright')).toBe(true);
    expect(isBotAgent(CHROME)).toBe(false);
    expect(isBotAgent('')).toBe(false);
  });

  it('matches excluded addresses exactly, in both spellings, and by CIDR range', () => {
    const excluded = excludedIpSet(['10.0.0.1', '192.168.1.0/24']);
    expect(isExcludedIp('10.0.0.1', excluded)).toBe(true);
    expect(isExcludedIp('::ffff:10.0.0.1', excluded)).toBe(true);
    expect(isExcludedIp('192.168.1.200', excluded)).toBe(true);
    expect(isExcludedIp('::ffff:192.168.1.7', excluded)).toBe(true);
    expect(isExcludedIp('192.168.2.1', excluded)).toBe(false);
    expect(isExcludedIp('10.0.0.2', excluded)).toBe(false);
  });

  it('reads CIDR ranges at every prefix length and refuses malformed ones', () => {
    expect(inCidr('1.2.3.4', '0.0.0.0/0')).toBe(true);
    expect(inCidr('10.255.0.1', '10.0.0.0/8')).toBe(true);
    expect(inCidr('11.0.0.1', '10.0.0.0/8')).toBe(false);
    expect(inCidr('10.0.0.1', '10.0.0.1/32')).toBe(true);
    expect(inCidr('10.0.0.2', '10.0.0.1/32')).toBe(false);
    expect(inCidr('10.0.0.1', '10.0.0.0/33')).toBe(false);
    expect(inCidr('10.0.0.1', '10.0.0/8')).toBe(false);
    expect(inCidr('2001:db8::1', '10.0.0.0/8')).toBe(false);
  });

  it('flags preview first, then bots, then excluded addresses, else human', () => {
    const excluded = excludedIpSet(['10.0.0.1']);
    const staff = { clientIp: '10.0.0.1', excludedIps: excluded };
    expect(eventFlag({ ...staff, userAgent: HEADLESS, preview: true })).toBe('preview');
    expect(eventFlag({ ...staff, userAgent: HEADLESS })).toBe('bot');
    expect(eventFlag({ ...staff, userAgent: CHROME })).toBe('excluded-ip');
    expect(eventFlag({ clientIp: '8.8.8.8', excludedIps: none, userAgent: CHROME })).toBe('human');
  });
});
