/**
 * The job queue (DESIGN §6): one row per run of an action. `seq` orders the queue (FIFO); a worker
 * claims the oldest QUEUEING row atomically and keeps `heartbeat_timestamp` fresh while it runs, so
 * a RUNNING row whose heartbeat stopped belongs to a worker that died and is recovered.
 */
export default `
CREATE TABLE jobs (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  action_id text NOT NULL,
  session_id text NOT NULL,
  organisation_id text NOT NULL,
  user_id text NOT NULL,
  task text NOT NULL,
  engine text,
  price numeric(16, 4) NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  worker text,
  error_message text,
  queued_timestamp timestamptz NOT NULL DEFAULT now(),
  started_timestamp timestamptz,
  heartbeat_timestamp timestamptz,
  finished_timestamp timestamptz
);
CREATE INDEX jobs_queue ON jobs (seq) WHERE status = 'QUEUEING';
CREATE INDEX jobs_running ON jobs (heartbeat_timestamp) WHERE status = 'RUNNING';
CREATE INDEX jobs_action ON jobs (action_id);
`;
