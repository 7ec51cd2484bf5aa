import type { LookupAddress } from 'node:dns';
import { expect, it } from 'vitest';
import { guardedLookup, RefusedAddressError } from './guarded-lookup';

// Only names that resolve without any network traffic (IP strings and /etc/hosts) are used here.
const lookup = (host: string, options: { all?: boolean; family?: number }) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    guardedLookup(host, options as never, (error, address, family) => resolve({ error, address, family })),
  );

it('hands public addresses to net.connect in the shape it asked for', async () => {
  expect(await lookup('8.8.8.8', { all: true })).toMatchObject({
    error: null,
    address: [{ address: '8.8.8.8', family: 4 }],
  });
  expect(await lookup('8.8.8.8', {})).toMatchObject({ error: null, address: '8.8.8.8', family: 4 });
  expect(await lookup('2606:4700:4700::1111', {})).toMatchObject({
    error: null,
    address: '2606:4700:4700::1111',
    family: 6,
  });
});

it('refuses a name when any resolved address is not public', async () => {
  for (const all of [true, false]) {
    const { error } = await lookup('localhost', { all });
    expect(error).toBeInstanceOf(RefusedAddressError);
    expect(error!.message).toMatch(/^localhost resolves to .* \(loopback address\)/);
  }
  expect((await lookup('10.1.2.3', {})).error).toBeInstanceOf(RefusedAddressError);
});
