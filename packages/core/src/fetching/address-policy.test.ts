import { expect, it } from 'vitest';
import { ipLiteralOf, refusedAddressReason } from './address-policy';

it('refuses every non-public range and accepts public unicast', () => {
  const refused = [
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    '100::1',
  ];
  for (const ip of refused) expect(refusedAddressReason(ip), ip).toBeTypeOf('string');
  for (const ip of ['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::1']) {
    expect(refusedAddressReason(ip), ip).toBeUndefined();
  }
});

it('recognises IP literals exactly as net.connect does', () => {
  expect(ipLiteralOf('[::1]')).toBe('::1');
  expect(ipLiteralOf(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
  expect(ipLiteralOf(new URL('http://0x7f.1/').hostname)).toBe('127.0.0.1');
  expect(ipLiteralOf(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
  expect(ipLiteralOf('example.com')).toBeUndefined();
});
