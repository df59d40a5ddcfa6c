export { createTestWorkbench, type TestWorkbench, type TestWorkbenchOptions } from './createTestWorkbench.tsx';
export { provide, strictFake, type Provided } from './strictFake.ts';
export {
  fakeApi, fakeAuth, fakeLive, fakeNotify, testSettings, testUser,
  type FakeApi, type FakeLive, type FakeNotify, type FakeRequest, type FakeRoute,
} from './fakes.ts';
export { testEngineContext, type TestEngineContext } from './engineContext.ts';
export { renderActionForm, type ActionFormRender } from './actionForm.tsx';
export * from './actionSuites.ts';
