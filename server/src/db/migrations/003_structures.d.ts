/**
 * Structure text (PDB) of poses and free ligands, kept out of the item body so that paged pose
 * queries stay small. One row per owning item; deleted with its session.
 */
declare const _default = "\nCREATE TABLE structures (\n  item_id text PRIMARY KEY,\n  session_id text NOT NULL,\n  format text NOT NULL DEFAULT 'pdb',\n  data text NOT NULL,\n  created_timestamp timestamptz NOT NULL DEFAULT now()\n);\nCREATE INDEX structures_session ON structures (session_id);\n";
export default _default;
