import ipaddr from 'ipaddr.js';

/**
 * The key every per-client limit counts under (rate limits, login lock, code guesses, mail budget): an IPv4
 * address as it is, an IPv6 address by its /64. One IPv6 subscriber or host is usually handed a whole /64, so keying
 * on the full address would let it take a fresh key for every request by changing the low 64 bits.
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`, a dual-stack socket's view of an IPv4 client) counts as that IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
