import { useState } from 'react';
import { Credits, Notify, Workspace, useService } from '@bench/sdk';
import { ENTITY } from '../entities.ts';
import type { StructurePrediction } from '../model.ts';
import { createAndRunMany, submitFailureMessage, type PredictionRequest } from '../submit.ts';
import { PREDICTION_TAB } from '../tabs.ts';
import { usePredictionCalls } from './usePredictionCalls.ts';

/**
 * A creator's Submit: create-and-run-many of its requests, busy meanwhile; a failure is shown
 * inline, notified and logged with the spec's message (`submitFallback` when a submit fails without
 * a billing code). `openOne` opens the prediction's tab when exactly one was made.
 */
export function useCreatorSubmit(submitFallback: string, { openOne = false } = {}) {
  const calls = usePredictionCalls();
  const notify = useService(Notify);
  const credits = useService(Credits);
  const workspace = useService(Workspace);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (requests: readonly PredictionRequest[]): Promise<StructurePrediction[] | null> => {
    setBusy(true);
    setError(null);
    try {
      const members = await createAndRunMany(calls, requests);
      const [only] = members;
      if (openOne && members.length === 1 && only)
        workspace.openTab(PREDICTION_TAB, { type: ENTITY, id: only._id, name: only.name }, only.name);
      return members;
    } catch (failure) {
      const message = submitFailureMessage(failure, (e) => credits.billingMessage(e), submitFallback);
      console.error(message, failure);
      setError(message);
      notify.error(message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}
