/**
 * The job queue (DESIGN §6): one row per run of an action. `seq` orders the queue (FIFO); a worker
 * claims the oldest QUEUEING row atomically and keeps `heartbeat_timestamp` fresh while it runs, so
 * a RUNNING row whose heartbeat stopped belongs to a worker that died and is recovered.
 */
declare const _default = "\nCREATE TABLE jobs (\n  id text PRIMARY KEY,\n  seq bigserial NOT NULL,\n  action_id text NOT NULL,\n  session_id text NOT NULL,\n  organisation_id text NOT NULL,\n  user_id text NOT NULL,\n  task text NOT NULL,\n  engine text,\n  price numeric(16, 4) NOT NULL,\n  status text NOT NULL,\n  attempts integer NOT NULL DEFAULT 0,\n  worker text,\n  error_message text,\n  queued_timestamp timestamptz NOT NULL DEFAULT now(),\n  started_timestamp timestamptz,\n  heartbeat_timestamp timestamptz,\n  finished_timestamp timestamptz\n);\nCREATE INDEX jobs_queue ON jobs (seq) WHERE status = 'QUEUEING';\nCREATE INDEX jobs_running ON jobs (heartbeat_timestamp) WHERE status = 'RUNNING';\nCREATE INDEX jobs_action ON jobs (action_id);\n";
export default _default;
