/**
 * Passwords local users set for themselves (PUT /api/users/{id}/password): an scrypt hash that
 * replaces the password of the users file. In the database, so every server sees the change.
 */
export default `
CREATE TABLE local_passwords (
  user_id text PRIMARY KEY,
  hash text NOT NULL,
  updated_timestamp timestamptz NOT NULL DEFAULT now()
);
`;
