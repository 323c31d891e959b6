import { describe, expect, it } from 'vitest';
import { mailboxOf } from './recipient-cooldown';

describe('issue 26 recipient cooldown: which mailbox an address reaches', () => {
  it('issue 26 case and +tags reach one mailbox, so they buy no extra mail; other addresses stay apart', () => {
    expect(mailboxOf(' Ana.Lee+sublet1@Example.ORG ')).toBe('ana.lee@example.org');
    expect(mailboxOf('"a@b"+x@example.org')).toBe('"a@b"@example.org');
    expect(mailboxOf('ANA.LEE+2@example.org')).toBe(mailboxOf('ana.lee@example.org'));
    expect(mailboxOf('ana.lee@example.org')).not.toBe(mailboxOf('analee@example.org'));
  });
});
