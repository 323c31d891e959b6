import { showControlCharacters } from '../security/control-characters';

const MAX_CELL = 48;

const clip = (cell: string) => (cell.length > MAX_CELL ? `${cell.slice(0, MAX_CELL - 1)}…` : cell);

/** A plain-text table: a header, a rule, then one line per row, columns padded to their widest cell. */
export function formatTable(columns: string[], rows: string[][]): string {
  // Stored text is shown, never obeyed: an escape sequence or bidi override in a title is printed as its code (issue 15).
  const cells = [columns, ...rows].map((row) => row.map((cell) => clip(showControlCharacters(cell.replace(/\s+/g, ' ')))));
  const widths = columns.map((_, index) => Math.max(...cells.map((row) => row[index]?.length ?? 0)));
  const line = (row: string[]) => row.map((cell, index) => cell.padEnd(widths[index])).join('  ').trimEnd();
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
