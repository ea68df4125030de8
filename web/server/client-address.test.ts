import type { IncomingMessage } from 'node:http';
import { setClientAddress, trustedProxies } from './client-address';

function request(peer: string, headers: Record<string, string>): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: { ...headers },
  } as unknown as IncomingMessage;
}

describe('setClientAddress', () => {
  it('keys a direct client on its socket, whatever it sends', () => {
    const req = request('203.0.113.9', { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.7', 'x-forwarded-proto': 'https' });
    setClientAddress(req, trustedProxies(''));
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(req.headers['x-real-ip']).toBeUndefined();
    expect(req.headers['x-forwarded-proto']).toBeUndefined();
  });

  it('believes a trusted proxy: the right-most address it did not vouch for', () => {
    const req = request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-forwarded-proto': 'https' });
    setClientAddress(req, trustedProxies('10.0.0.0/8'));
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.4');
    expect(req.headers['x-forwarded-proto']).toBe('https');
  });

  it('does not believe an address that is not on the list', () => {
    const req = request('127.0.0.5', { 'x-forwarded-for': '6.6.6.6' });
    setClientAddress(req, trustedProxies('127.0.0.1'));
    expect(req.headers['x-forwarded-for']).toBe('127.0.0.5');
  });

  it('reads IPv6 peers and lists', () => {
    const req = request('::1', { 'x-forwarded-for': '2001:db8::7' });
    setClientAddress(req, trustedProxies('loopback'));
    expect(req.headers['x-forwarded-for']).toBe('2001:db8::7');
  });
});
