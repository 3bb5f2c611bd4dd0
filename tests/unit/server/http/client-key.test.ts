import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../../src/server/http/client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as that IPv4 address', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:DB8:1:2:a:b:c:d')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
  });
});
