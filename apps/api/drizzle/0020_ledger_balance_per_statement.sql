-- Every transaction's postings sum to zero, checked after each INSERT statement on its own rows
-- (the transition table) only. Postings are never updated or deleted, so when each statement's
-- postings sum to zero per transaction, every transaction's total does too (a sum of zeros).
-- The former check summed each touched transaction over the whole table: its plan, cached while
-- the table was small, scanned ledger_postings on every statement, which made an import of a
-- million lines quadratic (decision 026).
CREATE OR REPLACE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced uuid;
BEGIN
  SELECT n.transaction_id INTO unbalanced FROM new_postings n
  GROUP BY n.transaction_id HAVING sum(n.amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', unbalanced USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
