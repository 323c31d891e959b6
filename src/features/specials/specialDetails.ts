import DOMPurify from 'dompurify';

/**
 * The markup of a special's details as the pop-up shows them (spec section 2): the company's HTML with everything
 * DOMPurify does not allow removed. The one rule for showing details: the pop-up and the office's preview both call
 * it, so the preview is what the pop-up will show. Needs a DOM (the browser's): the server stores details as sent
 * and never shows them.
 */
export function shownSpecialDetails(details: string | null | undefined): string {
  return DOMPurify.sanitize(details ?? '');
}
