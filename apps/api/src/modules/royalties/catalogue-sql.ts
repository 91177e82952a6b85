import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { releaseView, trackView } from '../releases/index.ts';

const dialect = new PgDialect();

/**
 * A read view as plain SQL text, `(select …) "name"`, for the queries royalties speak as text
 * with `$n` parameters (the import, the statements): rendered once, when the module loads. A
 * view takes no parameters, so the text's `$n` stay the query's own.
 */
function viewText(view: SQLWrapper) {
  const query = dialect.sqlToQuery(sql`${view}`);
  if (query.params.length > 0) throw new Error('a read view rendered as text takes no parameters');
  return query.sql;
}

/** The releases module's tracks (`trackView`: columns named as in the database), named `tr`. */
export const tracksAsTr = viewText(trackView('tr'));
/** The releases module's releases, named `r`. */
export const releasesAsR = viewText(releaseView('r'));
/** Tracks named `t`, for the import's matching. */
export const tracksAsT = viewText(trackView('t'));
