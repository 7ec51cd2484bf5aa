import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { refusedAddressReason } from './address-policy';

export class RefusedAddressError extends Error {
  readonly code = 'EDOCENT_REFUSED_ADDRESS';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly reason: string,
  ) {
    super(`${host} resolves to ${address} (${reason}), which is not fetched`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * A `lookup` for net/tls.connect that resolves the name and refuses the connection when ANY resolved
 * address is not public. The socket then connects to exactly the address validated here, so a DNS
 * answer that changes between a check and the connect (rebinding) never reaches a private host.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
    for (const entry of list) {
      const reason = refusedAddressReason(entry.address);
      if (reason) return callback(new RefusedAddressError(hostname, entry.address, reason), '', 0);
    }
    if ((options as dns.LookupOptions).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
