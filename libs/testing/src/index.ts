/**
 * @bench/testing: test helpers for plugins and core — a real workbench over fakes of the network
 * services, action-form and engine harnesses, and the shared suites of the action families.
 * Tests only. It renders the real shell, so it imports @bench/core.
 */
export { createTestWorkbench, type TestWorkbench, type TestWorkbenchOptions } from './createTestWorkbench.tsx';
export { provide, strictFake, type Provided } from './strictFake.ts';
export {
  fakeApi,
  fakeAuth,
  fakeLive,
  fakeNotify,
  testSettings,
  testUser,
  type FakeApi,
  type FakeLive,
  type FakeNotify,
  type FakeRequest,
  type FakeRoute,
} from './fakes.ts';
export { testEngineContext, type TestEngineContext } from './engineContext.ts';
export { testValidationContext, type TestValidationParts } from './validationContext.ts';
export { renderActionForm, type ActionFormRender } from './actionForm.tsx';
export {
  HOST_SESSION,
  renderHostTab,
  renderSessionTab,
  type HostTabOptions,
  type SessionTabOptions,
} from './hostTab.tsx';
export { renderViewer, VIEWER_HOST_SESSION, type ViewerHostOptions } from './viewerHost.tsx';
export { renderSequenceActions, type SequenceActionHostOptions } from './sequenceActionHost.tsx';
export {
  atLeastOneStructureSuite,
  CRAMBIN_SEQUENCE,
  crambinPoses,
  simulatedStructureEngineSuite,
} from './actionSuites.ts';
