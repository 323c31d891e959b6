const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant of the staff API (ISO, UTC) in the reader's own clock, e.g. 'Mar 1, 2026, 2:05 PM'; null: `never`. */
export function formatInstant(iso: string | null, never = 'Never'): string {
  if (iso === null) return never;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
