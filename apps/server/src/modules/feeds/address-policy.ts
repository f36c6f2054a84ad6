import { BlockList, isIP } from 'node:net';

/**
 * Addresses a feed fetch must never reach: private, loopback, link-local (cloud metadata at
 * 169.254.169.254), CGNAT, multicast, reserved and documentation ranges, and their IPv6 forms.
 */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible range
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether a feed fetch may connect to this IP address. IPv6 forms that embed an IPv4 address
 * (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by that address.
 *
 * @example
 * isPublicAddress('93.184.216.34'); // true
 * isPublicAddress('::ffff:127.0.0.1'); // false
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !forbidden.check(address, 'ipv4');
  if (family !== 6) return false;
  const words = expandIPv6(address);
  if (!words) return false;
  const embedded = embeddedIPv4(words);
  if (embedded) return !forbidden.check(embedded, 'ipv4');
  return !forbidden.check(address, 'ipv6');
}

function embeddedIPv4(w: number[]): string | undefined {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && w[5] === 0xffff) return v4(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x2002) return v4(w[1] ?? 0, w[2] ?? 0);
  return undefined;
}

/** The eight 16-bit words of an IPv6 address (zone index dropped), or undefined when invalid. */
function expandIPv6(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const fill = 8 - left.length - right.length;
  if (tail === undefined ? fill !== 0 : fill < 0) return undefined;
  const words = [...left, ...new Array<number>(fill).fill(0), ...right];
  return words.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffff) ? words : undefined;
}
