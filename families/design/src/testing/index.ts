/** @bench/family-design/testing: the suites each design plugin's tests run (tests only). */
export { designEngineSuite } from './engineSuite.ts';
export { designSearchSuite, type DesignSearchSuiteOptions } from './searchSuite.ts';
export { designFamilyValidationSuite } from './validationSuite.ts';
