import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { forbidden, unreachable } from './platform-http-support';

/**
 * A socket lookup that resolves every address of the host and refuses the connection unless none
 * is `refused`. The check runs in the connection's own lookup, so the address connected to is the
 * one checked: a second DNS answer (rebinding) is never consulted.
 * @example http.request(url, { lookup: guardedLookup((address) => !isPublicAddress(address), 'WooCommerce') });
 */
export function guardedLookup(
  refused: (address: string) => boolean,
  platform: string,
): LookupFunction {
  return (hostname, options, callback) => {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const family = isIP(bare);
    if (family !== 0) {
      if (refused(bare)) callback(forbidden(platform), '', 0);
      else if (options.all) callback(null, [{ address: bare, family }]);
      else callback(null, bare, family);
      return;
    }
    dnsLookup(bare, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const first = addresses[0];
      if (!first) return callback(unreachable(platform, 'has no address'), '', 0);
      if (addresses.some(({ address }) => refused(address))) {
        return callback(forbidden(platform), '', 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
