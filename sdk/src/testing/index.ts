export { createTestWorkbench, type TestWorkbench, type TestWorkbenchOptions } from './createTestWorkbench.tsx';
export { provide, strictFake, type Provided } from './strictFake.ts';
export {
  fakeApi, fakeAuth, fakeLive, fakeNotify, testSettings, testUser,
  type FakeApi, type FakeLive, type FakeNotify, type FakeRequest, type FakeRoute,
} from './fakes.ts';
