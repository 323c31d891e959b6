import type { Database, Queryable } from '../db/database';
import { insertOutboxMail, type OutboxMail } from '../db/queries/outbox';
import { recipientCooldowns, type CooledKind } from './recipient-cooldown';

/**
 * Issue 27: a request for the office and the sender's own copy of it (a receipt, a stay confirmation), queued in one
 * transaction. The copy goes to whatever address was typed, so it is counted per mailbox under `kind` (decision
 * 020): past the count it is stored held, never sent, while the office's mail still goes. The turn is taken before
 * the transaction: its keyed hash may first read its secret through `db`, which on PGlite waits for an open
 * transaction to end. `alsoStore` writes what belongs with the request in the same transaction (issue 22: the
 * office's lead), so the mail is never queued without it, nor it without the mail. Answers the office mail's id and
 * whether the copy was held.
 */
export function officeMailWithCopy(db: Database, now: () => Date) {
  const takeRecipientTurn = recipientCooldowns(db);
  return async (kind: CooledKind, office: OutboxMail, copy: OutboxMail, alsoStore?: (tx: Queryable) => Promise<unknown>): Promise<{ id: number; held: boolean }> => {
    const held = !(await takeRecipientTurn(kind, copy.recipients[0], now()));
    const id = await db.transaction(async (tx) => {
      const officeMailId = await insertOutboxMail(tx, office);
      await insertOutboxMail(tx, copy, held ? now() : undefined);
      await alsoStore?.(tx);
      return officeMailId;
    });
    return { id, held };
  };
}
