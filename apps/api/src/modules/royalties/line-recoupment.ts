/**
 * What the royalty lines have recouped for a split (`splitId`: an SQL expression of its id), as
 * SQL (never stored, decision 030): the sum of its rows of `royalty_line_splits` that recouped,
 * read with the partial index's own predicate, so the planner knows the index covers them. The
 * splits module adds what the splits a split replaced had recouped (its `recoupedSql`); it
 * cannot import royalties (royalties imports splits), so royalties pass this in.
 */
export const linesRecoupedSql = (splitId: string) =>
  `coalesce((select sum(x.recoup_amount) from royalty_line_splits x
     where x.split_id = ${splitId} and x.recoup_amount <> 0), 0)`;
