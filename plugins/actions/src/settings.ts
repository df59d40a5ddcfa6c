/**
 * The action workspace's settings (served under 'actions'; README.md's configuration table): the
 * design family's sequence-space bounds, defined once in @bench/action-kit and contributed here.
 */
import { sequenceSpaceSettings } from '@bench/action-kit';

export const settings = sequenceSpaceSettings;
