import type { IncomingMessage } from 'http';
import { addressGroup, clientAddress, trustedProxies } from '../../src/platform/client-address';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  const loopbackOnly = trustedProxies('loopback');

  it('keys a peer that is not a trusted proxy on its socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('198.51.100.20', '203.0.113.9'), loopbackOnly)).toBe('198.51.100.20');
    expect(clientAddress(request('198.51.100.20', '127.0.0.1, 10.1.2.3'), loopbackOnly)).toBe('198.51.100.20');
  });

  it('from a trusted proxy, takes the right-most address that no trusted proxy vouches for', () => {
    // A client put 6.6.6.6 in the header itself; the proxy appended the address it saw.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9'), loopbackOnly)).toBe('203.0.113.9');
    const twoHops = trustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.7'), twoHops)).toBe('203.0.113.9');
    expect(clientAddress(request('::1', '2001:db8::5'), loopbackOnly)).toBe('2001:db8::5');
  });

  it('takes the trusted proxy itself when it forwards nothing', () => {
    expect(clientAddress(request('127.0.0.1'), loopbackOnly)).toBe('127.0.0.1');
  });

  it('trusts nobody with an empty list, and explains a wrong entry', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), trustedProxies(''))).toBe('127.0.0.1');
    expect(() => trustedProxies('127.0.0.1, nginx')).toThrow(/TRUSTED_PROXIES must list addresses or CIDRs/);
  });
});

describe('addressGroup', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included, as they are', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:a:b::/64';
    expect(addressGroup('2001:db8:a:b::1')).toBe(group);
    expect(addressGroup('2001:0DB8:000a:000b:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('2001:db8:a:b:1:2:3.4.5.6')).toBe(group);
    expect(addressGroup('2001:db8:a:b::7%eth0')).toBe(group);
    expect(addressGroup('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
