import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The database as drizzle sees it, on PGlite or PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
