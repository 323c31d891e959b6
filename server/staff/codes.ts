import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { keyedHasher } from '../db/keyed-hash';
import { insertOutboxMail } from '../db/queries/outbox';
import { countWrongTry, replaceCode, spendCode } from '../db/queries/staff-sign-in';
import type { MemberRow } from '../db/queries/staff-members';
import { recipientCooldowns } from '../mail/recipient-cooldown';
import { codeMail } from '../mail/staff-mails';

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;

export type CodeCheck = { ok: true } | { ok: false; triesLeft: number };

/** A 6-digit code, every value equally likely (crypto.randomInt, not Math.random). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The mailed sign-in codes: stored as a keyed hash (a million codes are quickly hashed, so a plain hash would give
 * them away to whoever reads the table), 10 minutes, single use, 5 wrong tries and the code is dead.
 */
export function staffCodes(db: Database) {
  const hashCode = keyedHasher(db, 'staff_code');
  const mailTurn = recipientCooldowns(db);
  const codeHash = (memberId: number, code: string) => hashCode(`${memberId}:${code}`);

  return {
    /**
     * Stores a new code for the member (the old one dies) and queues its mail, with `alongside` (an audit entry) in the
     * same transaction. A mailbox that had its codes this hour gets the mail held (kept, never sent); the caller's
     * answer stays the same. The mailbox's turn is counted first, outside the transaction (it is its own statement).
     */
    async mail(member: Pick<MemberRow, 'id' | 'email'>, now: Date, alongside: (tx: Queryable, held: boolean) => Promise<void>): Promise<void> {
      const code = newCode();
      const hash = await codeHash(member.id, code);
      const held = !(await mailTurn('staff-code', member.email, now));
      await db.transaction(async (tx) => {
        await replaceCode(tx, { memberId: member.id, codeHash: hash, now, expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000) });
        await insertOutboxMail(tx, codeMail(member.email, code, CODE_MINUTES), held ? now : undefined);
        await alongside(tx, held);
      });
    },

    /**
     * Spends the code if it is right and alive; otherwise counts a wrong try (committed at once, whatever the caller
     * does next). triesLeft 0: no live code (expired, used, dead, or none was ever mailed).
     */
    async check(memberId: number, code: string, now: Date): Promise<CodeCheck> {
      if (await spendCode(db, memberId, await codeHash(memberId, code), now, CODE_TRIES)) return { ok: true };
      return { ok: false, triesLeft: (await countWrongTry(db, memberId, now, CODE_TRIES)) ?? 0 };
    },
  };
}

export type StaffCodes = ReturnType<typeof staffCodes>;
