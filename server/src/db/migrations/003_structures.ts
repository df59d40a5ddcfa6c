/**
 * Structure text (PDB) of poses and free ligands, kept out of the item body so that paged pose
 * queries stay small. One row per owning item; deleted with its session.
 */
export default `
CREATE TABLE structures (
  item_id text PRIMARY KEY,
  session_id text NOT NULL,
  format text NOT NULL DEFAULT 'pdb',
  data text NOT NULL,
  created_timestamp timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX structures_session ON structures (session_id);
`;
