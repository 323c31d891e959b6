/** Plain-text mail bodies: one 'Label: value' line per field, empty fields left out. */
export function composeBody(intro: string, fields: [label: string, value: string | number | boolean | undefined][]): string {
  const lines = fields
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : value}`);
  return [intro, '', ...lines].join('\n');
}
