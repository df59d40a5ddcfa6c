import { useMemo } from 'react';
import { Api, Stores, Workspace, useService } from '@bench/sdk';
import { predictionCalls } from '../submit.ts';

/** The group routes for the open project. */
export function usePredictionCalls() {
  const api = useService(Api);
  const stores = useService(Stores);
  const sessionId = useService(Workspace).state.sessionId!;
  return useMemo(() => predictionCalls(api, stores, sessionId), [api, stores, sessionId]);
}
