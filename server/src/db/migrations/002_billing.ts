/** Users, their organisations and the append-only credit ledger (UPDATE and DELETE refused). */
export default `
CREATE TABLE organisations (
  id text PRIMARY KEY,
  subscription_type text,
  balance numeric(16, 4) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_timestamp timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE users (
  id text PRIMARY KEY,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  organisation_id text NOT NULL REFERENCES organisations(id),
  created_timestamp timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  organisation_id text NOT NULL REFERENCES organisations(id),
  timestamp timestamptz NOT NULL DEFAULT now(),
  type text NOT NULL,
  amount numeric(16, 4) NOT NULL,
  balance numeric(16, 4) NOT NULL,
  description text NOT NULL DEFAULT '',
  reference text,
  user_id text
);
CREATE INDEX ledger_organisation ON ledger (organisation_id, id);
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the credit ledger is append-only';
END;
$$;
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
`;
