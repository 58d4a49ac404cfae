/**
 * What a refused statement means, for the code that lets the database decide (a unique index, an
 * exclusion constraint): the same on PostgreSQL and PGlite, whose errors carry the SQLSTATE `code`
 * and the constraint's name, possibly wrapped by Drizzle in `cause`.
 */
interface DbError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

function hasCode(err: unknown, code: string, constraint?: string): boolean {
  for (let e = err as DbError | undefined, depth = 0; e && depth < 5; e = e.cause as DbError | undefined, depth++) {
    if (e.code === code && (!constraint || e.constraint === constraint || String(e.message).includes(constraint))) return true;
  }
  return false;
}

/** A unique index refused the row (23505), that index when `constraint` is named. */
export const isUniqueViolation = (err: unknown, constraint?: string) => hasCode(err, '23505', constraint);

/** An exclusion constraint refused the row (23P01), that constraint when named. */
export const isExclusionViolation = (err: unknown, constraint?: string) => hasCode(err, '23P01', constraint);

/** A CHECK constraint refused the row (23514), that constraint when named. */
export const isCheckViolation = (err: unknown, constraint?: string) => hasCode(err, '23514', constraint);
