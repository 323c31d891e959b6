import type { Faq } from './types';

/** Spec section 9: FAQ lists are shown by sortOrder, ascending; equal orders keep the order they came in. */
export function sortFaqs(faqs: readonly Faq[]): Faq[] {
  return [...faqs].sort((a, b) => a.sortOrder - b.sortOrder);
}
