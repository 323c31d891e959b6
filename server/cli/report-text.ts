import type { OperatorReport } from '../operator/commands';
import { showControlCharactersKeepingLines } from '../security/control-characters';
import { formatTable } from './table';

/** What a command prints on stdout: its table, then its message (a whole mail, for `outbox ID`) with its line breaks. */
export function reportText({ table, message }: OperatorReport): string {
  const parts = [table && table.rows.length > 0 ? formatTable(table.columns, table.rows) : undefined, message === undefined ? undefined : showControlCharactersKeepingLines(message)];
  return parts.filter((part) => part !== undefined).join('\n');
}
