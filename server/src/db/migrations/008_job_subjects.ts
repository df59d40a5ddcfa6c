/**
 * A job runs one item: an action, or a DDG result, a ThermoMPNN item or an epitope prediction
 * (their run routes go through the same debit, queue, progress and refund path). `entity` names the
 * item's type, `subject_id` the item.
 */
export default `
ALTER TABLE jobs RENAME COLUMN action_id TO subject_id;
ALTER TABLE jobs ADD COLUMN entity text NOT NULL DEFAULT 'actions';
DROP INDEX jobs_action;
CREATE INDEX jobs_subject ON jobs (subject_id);
`;
