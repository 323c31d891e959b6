/**
 * Texts and header names the site and the local API both use, declared once so the two cannot drift apart. Imported
 * by `src/` and by `server/`; it imports nothing, so the site's bundle gains no server code.
 */

/** Shown under the captcha until it is solved, and the API's answer to a write whose captcha token did not pass. */
export const CAPTCHA_REQUIRED = 'Please check the captcha';

/**
 * The header that proves the caller posted the sublet it wants to delete (docs/decisions/004-sublet-capability-keys.md).
 * HTTP header names are case-insensitive; Node hands them to the server in lower case.
 */
export const SUBLET_KEY_HEADER = 'X-Sublet-Key';
