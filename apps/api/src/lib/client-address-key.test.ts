import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keys IPv4 by the exact address, also when written IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).toBe('203.0.113.8');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, whatever its spelling', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd:0:0:9',
      '2001:db8:1:2:a:b:1.2.3.4',
      '[2001:db8:1:2::99]',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientAddressKey(address)).toBe(key);
    }
  });

  it('keys two IPv6 /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});
