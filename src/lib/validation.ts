/** What a schema's failed parse carries, structurally (zod's `error.issues`), so this module needs no zod import. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message for each field of a failed parse, keyed by the field's own name (the last part of its path,
 * so `additionalInfo.pets` is `pets`), for showing beside the fields.
 */
export function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path.at(-1) ?? '')] ??= issue.message;
  return errors;
}

/**
 * A phone field is numeric (spec section 5): letters are dropped as they are typed, while the digits and the
 * separators people write numbers with stay, so '(812) 555-0142' is kept as typed.
 */
export function phoneInput(value: string): string {
  return value.replace(/[^\d\s().+-]/g, '');
}
