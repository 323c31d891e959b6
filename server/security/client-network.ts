import ipaddr from 'ipaddr.js';

/** How a client address is counted where one visitor must count once (issue 26, sublet reports). */
export interface ClientNetwork {
  /** One visitor: an IPv4 address, or an IPv6 /64 (one device or home is handed a whole /64, every address of it). */
  client: string;
  /** The network it sits in: an IPv4 /24, or an IPv6 /48 (what a site or provider customer is usually given). */
  network: string;
}

const CLIENT_PREFIX = { ipv4: 32, ipv6: 64 } as const;
const NETWORK_PREFIX = { ipv4: 24, ipv6: 48 } as const;

/** The network of the first `bits` of `address`, written as `address/bits`. */
function prefixOf(address: ipaddr.IPv4 | ipaddr.IPv6, bits: number): string {
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${address}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${address}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/**
 * The visitor and network `ip` belongs to. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket
 * reports) is its IPv4 address. Something that is no address at all (never from Fastify) stands for itself.
 */
export function clientNetworkOf(ip: string): ClientNetwork {
  if (!ipaddr.isValid(ip)) return { client: ip, network: ip };
  const address = ipaddr.process(ip);
  const kind = address.kind();
  return { client: prefixOf(address, CLIENT_PREFIX[kind]), network: prefixOf(address, NETWORK_PREFIX[kind]) };
}
