/** Small checks shared by the forms; the messages belong to each form (they are the spec's words). */

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Something@something.tld, no spaces: what a mail server will take, without pretending to check deliverability. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A phone field is numeric (spec section 5): whatever is typed or pasted, only its digits are kept, 15 at most. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 15);
}

/** A callable number: a ten-digit US number or a longer international one. */
export function isPhone(digits: string): boolean {
  return /^\d{10,15}$/.test(digits);
}
