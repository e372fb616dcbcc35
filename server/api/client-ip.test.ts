import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-ip';

describe('client addresses for the limits: one IPv6 /64 is one client', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('unknown')).toBe('unknown');
  });

  it('counts every address of a /64 as the /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:7', '2001:db8:1:2:a:b:c:d%eth0', '2001:db8:1:2::192.0.2.1']) {
      expect(clientAddressKey(address), address).toBe(key);
    }
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%lo')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address (a dual-stack socket) as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('leaves what is not an address alone', () => {
    for (const text of ['1:2:3', '1::2::3', '2001:db8::g', '1:2:3:4:5:6:7:8:9', '::1.2.3.300']) expect(clientAddressKey(text), text).toBe(text);
  });
});
