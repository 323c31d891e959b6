import { z } from 'zod';

// The site's Content-Security-Policy forbids eval. zod compiles object parsers with `new Function` when it can, and
// its probe for that is itself reported as a policy violation; parsing without it gives the same results.
z.config({ jitless: true });

/** zod, configured for pages that run under the site's Content-Security-Policy. Schemas import it from here. */
export { z };
