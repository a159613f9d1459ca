import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = addressGroup('2001:db8:0:1::1');
    expect(group).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:0DB8:0000:0001:ffff:1:2:3')).toBe(group);
    expect(addressGroup('2001:db8:0:1:1234::%eth0')).toBe(group);
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
