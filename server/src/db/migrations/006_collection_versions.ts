/**
 * A version per collection that rises whenever the order of its items may have changed: an item
 * added, removed, moved to another collection, deleted, archived or restored, or its index changed.
 * Deep pages jump straight to a page's first item by its sort key (items/pagesRepo.ts); the keys of the
 * page starts are computed once per version, in whichever server process, and reused until then.
 */
export default `
CREATE TABLE collection_versions (
  session_id text NOT NULL,
  collection_id text NOT NULL,
  entity text NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (session_id, collection_id, entity)
);

CREATE FUNCTION collection_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- in key order, so concurrent writers lock rows in the same order
  IF TG_OP = 'INSERT' THEN
    INSERT INTO collection_versions
      SELECT DISTINCT session_id, collection_id, entity, 1 FROM new_rows
      WHERE collection_id IS NOT NULL AND session_id IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (session_id, collection_id, entity) DO UPDATE SET version = collection_versions.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO collection_versions
      SELECT DISTINCT session_id, collection_id, entity, 1 FROM old_rows
      WHERE collection_id IS NOT NULL AND session_id IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (session_id, collection_id, entity) DO UPDATE SET version = collection_versions.version + 1;
  ELSE
    INSERT INTO collection_versions
      SELECT DISTINCT s, c, e, 1 FROM (
        SELECT o.session_id, o.collection_id, o.entity, n.session_id, n.collection_id, n.entity
        FROM new_rows n JOIN old_rows o USING (_id)
        WHERE (n.session_id, n.collection_id, n.entity, n.is_deleted, n.is_archived, n.position)
          IS DISTINCT FROM (o.session_id, o.collection_id, o.entity, o.is_deleted, o.is_archived, o.position)
      ) AS moved (os, oc, oe, ns, nc, ne)
      CROSS JOIN LATERAL (VALUES (os, oc, oe), (ns, nc, ne)) AS k (s, c, e)
      WHERE c IS NOT NULL AND s IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (session_id, collection_id, entity) DO UPDATE SET version = collection_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER collection_versions_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_versions_bump();
CREATE TRIGGER collection_versions_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_versions_bump();
CREATE TRIGGER collection_versions_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_versions_bump();
`;
