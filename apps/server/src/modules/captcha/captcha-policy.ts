import net from 'node:net';

export type CaptchaMode = 'auto' | 'on' | 'off';

function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(address)) return address.startsWith('127.');
  return address === '::1';
}

/**
 * Whether a request must carry a captcha solution. The decision uses the socket's address, never the
 * Host header, which a remote client controls: a remote visitor cannot skip the captcha by claiming
 * to be localhost.
 *
 * @example
 * captchaRequired('auto', false, '127.0.0.1'); // false
 * captchaRequired('auto', false, '203.0.113.9'); // true
 */
export function captchaRequired(mode: CaptchaMode, development: boolean, ip: string): boolean {
  if (mode !== 'auto') return mode === 'on';
  return !development && !isLoopback(ip);
}
