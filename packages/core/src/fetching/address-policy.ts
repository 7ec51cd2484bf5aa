import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Why an address may not be fetched from, or undefined when it is a public unicast address.
 * Anything ipaddr.js does not classify as plain `unicast` is refused: loopback, private, link-local,
 * CGNAT, multicast, broadcast, unspecified, reserved and documentation ranges, unique-local IPv6,
 * IPv4-mapped/translated IPv6 (which would reach IPv4 hosts behind the check) and 6to4/Teredo tunnels.
 */
export function refusedAddressReason(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (range !== 'unicast') return `${range} address`;
  if (ip.kind() === 'ipv6' && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return 'non-global IPv6 address';
  return undefined;
}

/**
 * The bare IP of a URL hostname that is an IP literal (`[::1]` → `::1`), else undefined. Uses the
 * same test (net.isIP) that net.connect uses to skip DNS, so every literal is checked here and every
 * name goes through the guarded lookup. (WHATWG URL has already normalised `0x7f.1` to `127.0.0.1`.)
 */
export function ipLiteralOf(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}
