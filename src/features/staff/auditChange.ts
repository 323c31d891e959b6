/** A stored value as a reader sees it: text as it is, nothing as 'none', anything else as its JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit entry changed, as lines of plain text: 'status: new → contacted' for each field that differs when
 * both sides are records, else one 'before → after' line; nothing when the entry records no values.
 */
export function auditChangeLines(before: unknown, after: unknown): string[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    const left = before ?? {};
    const right = after ?? {};
    const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return fields
      .filter((field) => JSON.stringify(left[field]) !== JSON.stringify(right[field]))
      .map((field) => `${field}: ${valueText(left[field])} → ${valueText(right[field])}`);
  }
  return [`${valueText(before)} → ${valueText(after)}`];
}

/** A record as lines of plain text, 'field: value' each (what a revert's 409 shows of the record as it now is). */
export function auditRecordLines(record: unknown): string[] {
  if (!isRecord(record)) return record == null ? [] : [valueText(record)];
  return Object.entries(record).map(([field, value]) => `${field}: ${valueText(value)}`);
}
