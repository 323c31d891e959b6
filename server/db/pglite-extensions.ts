import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database (PostgreSQL has them from its
 * contrib package): pg_trgm indexes the inbox's search (migration 040).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
