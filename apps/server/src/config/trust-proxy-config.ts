import net from 'node:net';

/**
 * Which peers may set the client address through `X-Forwarded-For`: none, the nearest `hops`
 * proxies whatever their address, or the proxies at the listed addresses and CIDR ranges
 * (docs/deploy.md#reverse-proxy). Never "the leftmost address", which the client writes itself.
 */
export type TrustProxy =
  { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's named ranges, accepted beside addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_FORMS =
  'a hop count (TRUST_PROXY=1) or the proxies\u2019 addresses (TRUST_PROXY=10.0.0.1,192.168.0.0/16)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`; answers the problem to report when the value is not one of the forms.
 * `true` is refused rather than guessed: it used to trust the leftmost address, which let a client
 * choose its own address, and which hop count it meant depends on the deployment.
 *
 * @example
 * parseTrustProxy('1'); // { kind: 'hops', hops: 1 }
 * parseTrustProxy('10.0.0.1, 192.168.0.0/16'); // { kind: 'addresses', addresses: [...] }
 */
export function parseTrustProxy(raw: string): TrustProxy | { problem: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { kind: 'off' };
  if (value === 'true') {
    return {
      problem: `'true' is no longer accepted, as it let clients choose their own address: set ${TRUST_PROXY_FORMS}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 100) return { problem: 'at most 100 hops' };
    return { kind: 'hops', hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem: `not an address or CIDR range: ${wrong.join(', ')}; set ${TRUST_PROXY_FORMS}`,
    };
  }
  return { kind: 'addresses', addresses };
}

/**
 * Fastify's `trustProxy` option for a setting. Fastify ignores a plain hop count (it cannot check the
 * nearest peer), so hops are a function trusting the nearest `hops` addresses of the chain: the
 * socket's peer first, then X-Forwarded-For from its right end.
 *
 * @example fastifyTrustProxy({ kind: 'hops', hops: 1 })('10.0.0.2', 0); // true
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting.kind === 'off') return false;
  if (setting.kind === 'addresses') return setting.addresses;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
