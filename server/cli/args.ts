import type { OperatorCommand } from '../operator/commands';

export const USAGE = `Usage: npm run admin -- <command>

  sublets [--pending]   list the sublets: status, confirmed, photos, open reports, age (with --pending only the
                        staff queue: confirmed listings waiting for approval and listings hidden by reports)
  sublets approve ID    approve sublet ID: it is listed for 30 days from now (refused when it is not confirmed
                        or has no photo)
  sublets reject ID     reject sublet ID: it is taken off the board for good; its reports are closed
  sublets restore ID    put sublet ID, hidden by reports, back on the board; its reports are closed
  sublets reports       the reports visitors sent, open ones first
  sublets remind        queue the reminder mails due (3 days before a listing ends) and remove listings left
                        unconfirmed for 48 hours; the server does this every 15 minutes by itself
  outbox [ID]           the latest mails the API stored, with their state (queued, sent, failed, held), tries
                        and last error; or mail ID whole. The server sends queued mail when SMTP_URL is set
  outbox retry ID       queue failed mail ID again, with a fresh set of tries
  analytics             contact-form events per property per day
  staff invite EMAIL --role admin|leasing [--name NAME]
                        mail EMAIL an invitation to the office workspace (24 hours, single use); how the first
                        admin is made. A member who has not enrolled yet gets a new invitation
  audit                 the newest entries of the audit log (sign-ins, invitations, role changes, staff actions)

It uses the database of DATA_DIR (default ./data) or DATABASE_URL, like the server. While the server runs on
DATA_DIR, the command is carried out by the server itself (the embedded database allows one process).`;

/** Bad command-line input: the message is printed with the usage, and the exit status is 2. */
export class UsageError extends Error {}

function idOf(value: string | undefined, what = 'sublet'): number {
  if (value === undefined) throw new UsageError('Missing ID: which sublet? (see `npm run admin -- sublets`)');
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new UsageError(`ID must be a${what === 'sublet' ? ' sublet' : 'n outbox mail'} id (a positive whole number), got '${value}'`);
  return Number(value);
}

function noMore(extra: string[]): void {
  if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}'`);
}

/** `staff invite EMAIL --role ROLE [--name NAME]`. */
function staffCommand(args: string[]): OperatorCommand {
  const [action, email, ...options] = args;
  if (action !== 'invite') throw new UsageError(`Unknown staff action '${action ?? ''}': use invite EMAIL --role admin|leasing [--name NAME]`);
  if (email === undefined || email.startsWith('--')) throw new UsageError('Missing EMAIL: whom to invite?');
  let role: string | undefined;
  let name: string | undefined;
  for (let i = 0; i < options.length; i += 2) {
    const [option, value] = [options[i], options[i + 1]];
    if (value === undefined) throw new UsageError(`${option} needs a value`);
    if (option === '--role') role = value;
    else if (option === '--name') name = value;
    else throw new UsageError(`Unexpected argument '${option}'`);
  }
  if (role !== 'admin' && role !== 'leasing') throw new UsageError('--role must be admin or leasing');
  return { name: 'staff-invite', email, role, staffName: name };
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
      if (action === 'approve' || action === 'reject' || action === 'restore') {
        const command = { name: action, id: idOf(id) } as const;
        noMore(extra);
        return command;
      }
      if (action === 'reports' || action === 'remind') {
        noMore(rest.slice(1));
        return { name: action };
      }
      if (action !== undefined && action !== '--pending') {
        throw new UsageError(`Unknown sublets action '${action}': use --pending, approve ID, reject ID, restore ID, reports or remind`);
      }
      noMore(rest.slice(1));
      return { name: 'sublets', pending: action === '--pending' };
    }
    case 'outbox': {
      if (rest[0] === 'retry') {
        const [, id, ...extra] = rest;
        if (id === undefined) throw new UsageError('Missing ID: which mail? (see `npm run admin -- outbox`)');
        const command = { name: 'retry', id: idOf(id, 'outbox') } as const;
        noMore(extra);
        return command;
      }
      const [id, ...extra] = rest;
      noMore(extra);
      return id === undefined ? { name: 'outbox' } : { name: 'outbox', id: idOf(id, 'outbox') };
    }
    case 'analytics':
    case 'audit':
      noMore(rest);
      return { name: command };
    case 'staff':
      return staffCommand(rest);
    default:
      throw new UsageError(`Unknown command '${command}'`);
  }
}
