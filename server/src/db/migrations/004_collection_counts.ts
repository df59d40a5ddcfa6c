/**
 * Item counts per collection and state, kept by statement triggers in the same transaction as the
 * write: a page of 500 poses out of 100,000 answers its total from one row instead of counting
 * 100,000 index entries (DESIGN §8: < 30 ms on the embedded database). Every write path (generic
 * routes, bulk updates, imports, clones, session deletes, resets) goes through these triggers.
 */
export default `
CREATE TABLE collection_counts (
  session_id text NOT NULL,
  collection_id text NOT NULL,
  entity text NOT NULL,
  is_deleted boolean NOT NULL,
  is_archived boolean NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (session_id, collection_id, entity, is_deleted, is_archived)
);
INSERT INTO collection_counts
  SELECT session_id, collection_id, entity, is_deleted, is_archived, count(*)
  FROM items WHERE collection_id IS NOT NULL AND session_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;

CREATE FUNCTION collection_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- one upsert per changed key, in key order so concurrent writers lock rows in the same order
  IF TG_OP = 'INSERT' THEN
    INSERT INTO collection_counts
      SELECT session_id, collection_id, entity, is_deleted, is_archived, count(*) FROM new_rows
      WHERE collection_id IS NOT NULL AND session_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (session_id, collection_id, entity, is_deleted, is_archived) DO UPDATE SET n = collection_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO collection_counts
      SELECT session_id, collection_id, entity, is_deleted, is_archived, -count(*) FROM old_rows
      WHERE collection_id IS NOT NULL AND session_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (session_id, collection_id, entity, is_deleted, is_archived) DO UPDATE SET n = collection_counts.n + EXCLUDED.n;
  ELSE
    INSERT INTO collection_counts
      SELECT session_id, collection_id, entity, is_deleted, is_archived, sum(d) FROM (
        SELECT session_id, collection_id, entity, is_deleted, is_archived, -1 AS d FROM old_rows
        UNION ALL
        SELECT session_id, collection_id, entity, is_deleted, is_archived, 1 AS d FROM new_rows
      ) AS changes
      WHERE collection_id IS NOT NULL AND session_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (session_id, collection_id, entity, is_deleted, is_archived) DO UPDATE SET n = collection_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER collection_counts_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_apply();
CREATE TRIGGER collection_counts_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_apply();
CREATE TRIGGER collection_counts_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_apply();

CREATE FUNCTION collection_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE collection_counts;
  RETURN NULL;
END;
$$;
CREATE TRIGGER collection_counts_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_clear();
`;
