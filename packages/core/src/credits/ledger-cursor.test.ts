import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeLedgerCursor, encodeLedgerCursor } from './ledger-cursor';

describe('ledger cursor', () => {
  it('is a valid RFC 3339 date-time that round-trips the position', () => {
    const cursor = encodeLedgerCursor('2026-11-22T02:03:04.123456Z', 42);
    expect(cursor).toBe('2026-11-22T02:03:04.1234560000000000000000042Z');
    expect(z.string().datetime({ offset: true }).safeParse(cursor).success).toBe(true);
    expect(Number.isNaN(Date.parse(cursor))).toBe(false);
    expect(decodeLedgerCursor(cursor)).toEqual({ timestamp: '2026-11-22T02:03:04.123456Z', id: 42n });
  });

  it('sorts like the entries it stands for', () => {
    const a = encodeLedgerCursor('2026-11-22T02:03:04.123456Z', 9);
    const b = encodeLedgerCursor('2026-11-22T02:03:04.123456Z', 10);
    const c = encodeLedgerCursor('2026-11-22T02:03:04.123457Z', 1);
    expect([c, a, b].sort()).toEqual([a, b, c]);
  });

  it('reads plain date-times and offsets as instants', () => {
    expect(decodeLedgerCursor('2026-11-22T03:03:04+01:00')).toEqual({
      timestamp: '2026-11-22T02:03:04.000000Z',
      id: 0n,
    });
    expect(decodeLedgerCursor('2026-11-22T02:03:04.5Z')).toEqual({ timestamp: '2026-11-22T02:03:04.500000Z', id: 0n });
    // More digits than the id uses: the instant is after entry 42, so entry 42 is before it.
    expect(decodeLedgerCursor('2026-11-22T02:03:04.12345600000000000000000421Z').id).toBe(43n);
    expect(() => decodeLedgerCursor('yesterday')).toThrow(/cursor/);
  });
});
