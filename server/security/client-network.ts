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

/** The address with every bit after the first `bits` cleared, written as `address/bits`. */
function prefixOf(address: ipaddr.IPv4 | ipaddr.IPv6, bits: number): string {
  const bytes = address.toByteArray().map((byte, index) => {
    const kept = Math.min(8, Math.max(0, bits - index * 8));
    return byte & (0xff << (8 - kept)) & 0xff;
  });
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`;
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
