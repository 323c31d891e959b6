import { parseIsoDate } from './dates';

/*
 * The Intl formatters are made on first use: creating one costs milliseconds, which at module level every page paid
 * inside the one long task that evaluates the app's modules (issue 27, Lighthouse's total blocking time).
 */
let usd: Intl.NumberFormat | undefined;

/** US dollars without cents (spec section 9): 1250.4 -> '$1,250'. */
export function formatMoney(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return usd.format(amount);
}

/** '8125550142' -> '(812) 555-0142'; anything that is not ten digits is returned as given. */
export function formatPhone(digits: string): string {
  const match = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits.replace(/\D/g, ''));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** 'tel:' link for a phone number in any format. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** 'YYYY-MM-DD' -> 'MMM DD, YYYY' (spec section 9), e.g. 'Mar 01, 2026'. Invalid dates come back unchanged. */
export function formatDate(isoDate: string): string {
  return parseIsoDate(isoDate)?.format('MMM DD, YYYY') ?? isoDate;
}

let englishPlurals: Intl.PluralRules | undefined;

/** A count with its noun in agreement: (1, 'floor plan') -> '1 floor plan', (2, 'night') -> '2 nights'. */
export function formatCount(count: number, noun: string): string {
  englishPlurals ??= new Intl.PluralRules('en-US');
  return `${count} ${englishPlurals.select(count) === 'one' ? noun : `${noun}s`}`;
}

const PATTERN_LETTERS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'yyyy', month: 'mm', day: 'dd' };

/**
 * How a date input shows its empty date in this locale, e.g. 'mm/dd/yyyy' in en-US and 'dd/mm/yyyy' in en-GB: a
 * message about a date names the order the visitor sees in the picker, not the 'YYYY-MM-DD' the value travels as.
 */
export function datePattern(locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(2000, 10, 22))
    .map((part) => PATTERN_LETTERS[part.type] ?? part.value)
    .join('');
}

/**
 * An e-mail address in the pieces a narrow line may wrap between: after the @ and before each dot, where a reader
 * expects a break (the browser would otherwise cut it anywhere, mid-word). Joined, they are the address.
 */
export function emailWrapSegments(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}
