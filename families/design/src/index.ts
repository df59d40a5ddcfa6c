/**
 * @bench/family-design: what Design, Flex Design and Relax Design (`"family": "design"`) share — the
 * job model they build theirs from, their table rules and the settings each of them contributes. No
 * React; the form is in '@bench/family-design/ui', the engines' shared parts in
 * '@bench/family-design/engine' (server only).
 */
export { type DesignFamilyJob, designFamilyModel } from './designFamily.ts';
export { designFamilyDefaults, designFamilySettings, designTableRules } from './settings.ts';
