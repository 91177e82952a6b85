import { sql, type Subquery } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * Builds the read views a module offers other modules instead of its tables (decision 040): a
 * subquery of the columns it chooses to show, under the name the caller's query needs (a query
 * that reads the same view twice names each). PostgreSQL folds such a subquery into the query
 * around it, so a join through a view is planned as a join on the table.
 */
export const readView = new QueryBuilder();

const dialect = new PgDialect();

/** A view as SQL text (`(select …) "name"`), for a raw statement prepared once. */
export const viewText = (view: Subquery) => dialect.sqlToQuery(sql`${view}`).sql;
