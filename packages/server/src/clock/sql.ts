import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { now, today } from './index'

// The clock in SQL: rules and stamps compare with and write these, never the database's own
// now() / current_date (a test's clock, not the database's, decides what is overdue or expiring).

/** Today on the server's clock as an SQL date, read each time a statement is built. */
export const todaySql: SQLWrapper = { getSQL: () => sql`${today()}::date` }

/** Now on the server's clock as an SQL timestamptz, for any timestamp column (with or without zone: the database converts as it did its own now()). */
export const nowSql = (): SQL => sql`${now()}::timestamptz`
