import { describe, expect, it } from 'vitest';
import { neutralisedCell, toCsv, typedCell } from './csv';

describe('issue 22 CSV export', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('issue 22 CSV: neutralises a cell starting like a formula: %j', (text) => {
    expect(neutralisedCell(text)).toBe(`'${text}`);
  });

  it('issue 22 CSV: leaves ordinary text, e-mail addresses and a formula sign inside a cell as typed', () => {
    for (const text of ['Ann Lee', 'ann@example.com', 'a=b', 'rent 1+1', '']) expect(neutralisedCell(text)).toBe(text);
  });

  it('issue 22 CSV: quotes commas, quotes and line breaks so each cell reads back as written, and writes numbers and nulls plainly', () => {
    const rows = [{ name: 'Lee, "Ann"', note: 'line one\nline two', rent: 950, phone: null }];
    const csv = toCsv<(typeof rows)[number]>(
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'Note', value: (row) => row.note },
        { header: 'Rent', value: (row) => row.rent },
        { header: 'Phone', value: (row) => row.phone },
      ],
      rows,
    );
    expect(csv).toBe('\uFEFFName,Note,Rent,Phone\r\n"Lee, ""Ann""","line one\nline two",950,\r\n');
  });

  it.each(['=1+1', "'=1+1", "''@SUM(A1)", "'quoted", 'plain', "it's", '-5', ''])('issue 23 CSV: a neutralised cell reads back as it was typed: %j', (text) => {
    expect(typedCell(neutralisedCell(text))).toBe(text);
  });

  it("issue 23 CSV: a typed quote before a formula sign is neutralised too (one quote more), so it is not taken for neutralising's", () => {
    expect(neutralisedCell("'=1")).toBe("''=1");
    expect(typedCell("'=1")).toBe('=1');
  });
});
