/**
 * Passwords local users set for themselves (PUT /api/users/{id}/password): an scrypt hash that
 * replaces the password of the users file. In the database, so every server sees the change.
 */
declare const _default = "\nCREATE TABLE local_passwords (\n  user_id text PRIMARY KEY,\n  hash text NOT NULL,\n  updated_timestamp timestamptz NOT NULL DEFAULT now()\n);\n";
export default _default;
