import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('issue 26 clientNetworkOf', () => {
  it('issue 26 reports: an IPv4 address is one visitor in its /24', () => {
    expect(clientNetworkOf('198.51.100.77')).toEqual({ client: '198.51.100.77/32', network: '198.51.100.0/24' });
  });

  it('issue 26 reports: every address of an IPv6 /64 is one visitor, however it is written, in its /48', () => {
    const expected = { client: '2001:db8:1:2::/64', network: '2001:db8:1::/48' };
    for (const ip of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:a:b:c:d']) expect(clientNetworkOf(ip)).toEqual(expected);
  });

  it('issue 26 reports: an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(clientNetworkOf('::ffff:198.51.100.77')).toEqual(clientNetworkOf('198.51.100.77'));
  });

  it('issue 26 reports: something that is no address stands for itself', () => {
    expect(clientNetworkOf('not an address')).toEqual({ client: 'not an address', network: 'not an address' });
  });
});
