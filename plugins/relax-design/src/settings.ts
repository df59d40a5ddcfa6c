/** relax-design's settings (README.md's configuration table): the design family's sequence-space bounds, which each of the family's plugins contributes. */
export { designFamilySettings as settings } from '@bench/family-design';
