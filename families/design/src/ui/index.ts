/** @bench/family-design/ui: the design family's form (browser only). */
export { DesignFamilyForm } from './DesignFamilyForm.tsx';
