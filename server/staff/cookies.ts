/** The session: `__Host-` makes the browser keep it only if Secure, for this host alone and Path=/. HttpOnly. */
export const SESSION_COOKIE = '__Host-staff-session';
/** The session's XSRF token, readable by the page, which sends it back in X-XSRF-TOKEN (axios's defaults). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** A WebAuthn ceremony in progress (5 minutes): never a session. */
export const CEREMONY_COOKIE = '__Host-staff-ceremony';
