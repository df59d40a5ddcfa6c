/**
 * A job runs one item: an action, or a DDG result, a ThermoMPNN item or an epitope prediction
 * (their run routes go through the same debit, queue, progress and refund path). `entity` names the
 * item's type, `subject_id` the item.
 */
declare const _default = "\nALTER TABLE jobs RENAME COLUMN action_id TO subject_id;\nALTER TABLE jobs ADD COLUMN entity text NOT NULL DEFAULT 'actions';\nDROP INDEX jobs_action;\nCREATE INDEX jobs_subject ON jobs (subject_id);\n";
export default _default;
