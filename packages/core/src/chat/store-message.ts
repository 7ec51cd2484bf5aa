import type { Insertable } from 'kysely';
import type { MessagesTable } from '@docent/db';
import type { DbOrTransaction } from '../common/in-transaction';

/**
 * Stores a chat's message and gives its thread's lease back, in one statement (one round trip and, outside a
 * transaction, one commit): the thread is free again exactly when its new message is visible.
 */
export async function storeMessageAndRelease(db: DbOrTransaction, options: { token: string; message: Insertable<MessagesTable> }): Promise<void> {
  const { message, token } = options;
  await db
    .with('released', (q) =>
      q.updateTable('threads').set({ lease_token: null, lease_until: null }).where('tid', '=', message.tid).where('lease_token', '=', token),
    )
    .insertInto('messages')
    .values(message)
    .execute();
}
