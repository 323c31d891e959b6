import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return, let a formula follow
 * them): a renter's "=HYPERLINK(...)" typed in a form must open in the office's spreadsheet as the text it is. Quotes
 * before them (neutralising's own, or typed) count as part of the start: each such cell gets one quote more.
 */
const QUOTED_FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell as text a spreadsheet shows and never runs: a leading `'` is its own sign for "this is text" (OWASP CSV
 * injection). A cell typed as `'=…` gets its quote too, so `typedCell` reads every cell back as it was typed.
 */
export function neutralisedCell(value: string): string {
  return QUOTED_FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell of an imported CSV as it was typed: the quote `neutralisedCell` added comes off again (issue 23). */
export function typedCell(cell: string): string {
  return cell.startsWith("'") && QUOTED_FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/** A CSV file of `rows`, one column per entry of `columns`, with every text cell neutralised. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const cell = (value: string | number | null) => (value === null ? '' : typeof value === 'number' ? String(value) : neutralisedCell(value));
  return stringify([columns.map((column) => cell(column.header)), ...rows.map((row) => columns.map((column) => cell(column.value(row))))], {
    // The byte order mark tells a spreadsheet the file is UTF-8, so names with accents open as typed.
    bom: true,
    record_delimiter: 'windows',
    // With CRLF records the library quotes only cells holding CRLF; a message's bare line break must be quoted too.
    quoted_match: /[\r\n]/,
  });
}

/** Answers a CSV download named `fileName`; like every staff answer, never stored by a cache. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
