import type { OperatorCommand } from './operator';

export const USAGE = `Usage: npm run admin -- <command>

  sublets [--pending]   list the sublets (with --pending only those waiting for approval)
  sublets approve ID    approve sublet ID: it is listed until 30 days after it was posted
  sublets reject ID     reject sublet ID: it is taken off the board
  outbox                the latest mails the API stored (and sent, when SMTP_URL is set)
  analytics             contact-form events per property per day

It uses the database of DATA_DIR (default ./data) or DATABASE_URL, like the server. While the server runs on
DATA_DIR, the command is carried out by the server itself (the embedded database allows one process).`;

/** Bad command-line input: the message is printed with the usage, and the exit status is 2. */
export class UsageError extends Error {}

function subletId(value: string | undefined): number {
  if (value === undefined) throw new UsageError('Missing ID: which sublet? (see `npm run admin -- sublets`)');
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new UsageError(`ID must be a sublet id (a positive whole number), got '${value}'`);
  return Number(value);
}

function noMore(extra: string[]): void {
  if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}'`);
}

/** The command the arguments ask for, or 'help'. */
export function parseArgs(args: string[]): OperatorCommand | 'help' {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return 'help';
    case 'sublets': {
      const [action, id, ...extra] = rest;
      if (action === 'approve' || action === 'reject') {
        const command = { name: action, id: subletId(id) } as const;
        noMore(extra);
        return command;
      }
      if (action !== undefined && action !== '--pending') throw new UsageError(`Unknown sublets action '${action}': use --pending, approve ID or reject ID`);
      noMore(rest.slice(1));
      return { name: 'sublets', pending: action === '--pending' };
    }
    case 'outbox':
    case 'analytics':
      noMore(rest);
      return { name: command };
    default:
      throw new UsageError(`Unknown command '${command}'`);
  }
}
