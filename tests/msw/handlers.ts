import type { RequestHandler } from 'msw';
import { faqHandlers } from './handlers/faq';
import { formHandlers } from './handlers/forms';
import { shortTermHandlers } from './handlers/shortTerm';
import { teamHandlers } from './handlers/team';

/**
 * Default answers for every call the site makes, shaped exactly like the wire format of spec section 7.
 * Each domain keeps its handlers in `tests/msw/handlers/<domain>.ts`; a test overrides one with `server.use(...)`.
 */
export const handlers: RequestHandler[] = [...shortTermHandlers, ...formHandlers, ...faqHandlers, ...teamHandlers];
