import { expect } from 'vitest';
import { ensureWorkspace, newDocId, toDoc } from '@docent/core';
import { DOC_COLUMNS } from '@docent/core';
import type { Db, DocumentStatus } from '@docent/db';

/**
 * Inserts a document row directly (no bytes, no job): for tests of routes that only need the row.
 * Ingestion tests go through the real upload path instead.
 */
export async function insertDocumentRow(
  db: Db,
  options: {
    accountId: string;
    workspace?: number;
    name?: string;
    status?: DocumentStatus;
    metadata?: Record<string, string>;
  },
) {
  const workspace = options.workspace ?? 0;
  await ensureWorkspace(db, options.accountId, workspace);
  const row = await db
    .insertInto('documents')
    .values({
      id: newDocId(),
      account_id: options.accountId,
      workspace,
      name: options.name ?? 'test.txt',
      status: options.status ?? 'ready',
      metadata: options.metadata ? JSON.stringify(options.metadata) : null,
      pages: options.status === 'ready' || options.status === undefined ? 1 : null,
    })
    .returning(DOC_COLUMNS)
    .executeTakeFirstOrThrow();
  return toDoc(row);
}

/** Asserts the SPEC.md Error body: exactly `{error: {message}}`, message at most 500 characters, with `status`. */
export function expectError(r: { status: number; body: any }, status: number, pattern?: RegExp) {
  expect(r.status).toBe(status);
  expect(Object.keys(r.body)).toEqual(['error']);
  expect(typeof r.body.error.message).toBe('string');
  expect(r.body.error.message.length).toBeLessThanOrEqual(500);
  if (pattern) expect(r.body.error.message).toMatch(pattern);
}
