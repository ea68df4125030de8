'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { addressGroup, clientAddress, setClientAddress, trustedProxies } = require('../dist/cjs/server/client-address.js');

/*
 * The client's address behind TRUSTED_PROXIES (src/server/client-address.ts): the CMS keys its throttles on
 * clientAddress and addressGroup, the site's server rewrites the forwarding headers with setClientAddress.
 */

/** A request as the CMS reads it: the socket's peer and, if given, its X-Forwarded-For. */
const forwarded = (peer, forwardedFor) => ({
  socket: { remoteAddress: peer },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

/** A request as the site's server rewrites it. */
const request = (peer, headers) => ({
  socket: { remoteAddress: peer },
  connection: { remoteAddress: peer },
  headers: { ...headers },
});

describe('clientAddress', () => {
  const loopbackOnly = trustedProxies('loopback');

  it('keys a peer that is not a trusted proxy on its socket address, whatever X-Forwarded-For says', () => {
    assert.equal(clientAddress(forwarded('198.51.100.20', '203.0.113.9'), loopbackOnly), '198.51.100.20');
    assert.equal(clientAddress(forwarded('198.51.100.20', '127.0.0.1, 10.1.2.3'), loopbackOnly), '198.51.100.20');
  });

  it('from a trusted proxy, takes the right-most address that no trusted proxy vouches for', () => {
    // A client put 6.6.6.6 in the header itself; the proxy appended the address it saw.
    assert.equal(clientAddress(forwarded('127.0.0.1', '6.6.6.6, 203.0.113.9'), loopbackOnly), '203.0.113.9');
    const twoHops = trustedProxies('127.0.0.1, 10.0.0.0/8');
    assert.equal(clientAddress(forwarded('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.7'), twoHops), '203.0.113.9');
    assert.equal(clientAddress(forwarded('::1', '2001:db8::5'), loopbackOnly), '2001:db8::5');
  });

  it('takes the trusted proxy itself when it forwards nothing', () => {
    assert.equal(clientAddress(forwarded('127.0.0.1'), loopbackOnly), '127.0.0.1');
  });

  it('trusts nobody with an empty list, and explains a wrong entry', () => {
    assert.equal(clientAddress(forwarded('127.0.0.1', '203.0.113.9'), trustedProxies('')), '127.0.0.1');
    assert.throws(() => trustedProxies('127.0.0.1, nginx'), /TRUSTED_PROXIES must list addresses or CIDRs/);
  });
});

describe('setClientAddress', () => {
  it('keys a direct client on its socket, whatever it sends', () => {
    const req = request('203.0.113.9', { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.7', 'x-forwarded-proto': 'https' });
    setClientAddress(req, trustedProxies(''));
    assert.equal(req.headers['x-forwarded-for'], '203.0.113.9');
    assert.equal(req.headers['x-real-ip'], undefined);
    assert.equal(req.headers['x-forwarded-proto'], undefined);
  });

  it('believes a trusted proxy: the right-most address it did not vouch for', () => {
    const req = request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-forwarded-proto': 'https' });
    setClientAddress(req, trustedProxies('10.0.0.0/8'));
    assert.equal(req.headers['x-forwarded-for'], '198.51.100.4');
    assert.equal(req.headers['x-forwarded-proto'], 'https');
  });

  it('does not believe an address that is not on the list', () => {
    const req = request('127.0.0.5', { 'x-forwarded-for': '6.6.6.6' });
    setClientAddress(req, trustedProxies('127.0.0.1'));
    assert.equal(req.headers['x-forwarded-for'], '127.0.0.5');
  });

  it('reads IPv6 peers and lists', () => {
    const req = request('::1', { 'x-forwarded-for': '2001:db8::7' });
    setClientAddress(req, trustedProxies('loopback'));
    assert.equal(req.headers['x-forwarded-for'], '2001:db8::7');
  });

  it('trusts nobody when TRUSTED_PROXIES is not set', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6' });
    setClientAddress(req, trustedProxies(undefined));
    assert.equal(req.headers['x-forwarded-for'], '127.0.0.1');
  });
});

describe('addressGroup', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included, as they are', () => {
    assert.equal(addressGroup('203.0.113.9'), '203.0.113.9');
    assert.equal(addressGroup('::ffff:203.0.113.9'), '203.0.113.9');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:a:b::/64';
    assert.equal(addressGroup('2001:db8:a:b::1'), group);
    assert.equal(addressGroup('2001:0DB8:000a:000b:ffff:ffff:ffff:ffff'), group);
    assert.equal(addressGroup('2001:db8:a:b:1:2:3.4.5.6'), group);
    assert.equal(addressGroup('2001:db8:a:b::7%eth0'), group);
    assert.equal(addressGroup('2001:db8:a:c::1'), '2001:db8:a:c::/64');
    assert.equal(addressGroup('::1'), '0:0:0:0::/64');
    assert.equal(addressGroup('fe80::1'), 'fe80:0:0:0::/64');
  });
});
