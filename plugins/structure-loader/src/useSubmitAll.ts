import { useState } from 'react';
import { Api, ApiError, Notify, useService } from '@bench/sdk';
import { validateLoader } from '@bench/structure';
import type { LoaderEntry, ReadyEntry } from './entries.ts';
import { DATA_LOADER_MESSAGES, selectedResidue, type AssembleStructureReply } from './wire.ts';

/** Why a structure cannot be submitted yet, as one line naming it; null when it can. */
export function blockerOf(entry: ReadyEntry): string | null {
  const first =
    validateLoader(entry.editor.residues).errors[0] ??
    (entry.editor.name.trim() === '' ? 'needs a collection name.' : undefined);
  return first === undefined ? null : `${entry.label}: ${first}`;
}

/** 'Submit' for one structure; naming the count when Submit stores several. */
export function submitLabel(count: number): string {
  return count > 1 ? `Submit all ${count} structures` : 'Submit';
}

interface SubmitAllOptions {
  sessionId: string;
  onStored(entry: ReadyEntry, reply: AssembleStructureReply): void;
  onFailed(entry: ReadyEntry, errors: string[]): void;
  /** after the last one; `failed` counts the structures that stay in the loader */
  onDone(failed: number): void;
}

/** Submit stores every ready structure as its own collection (spec 2 §2.1), one after another. */
export function useSubmitAll({ sessionId, onStored, onFailed, onDone }: SubmitAllOptions) {
  const api = useService(Api);
  const notify = useService(Notify);
  const [busy, setBusy] = useState(false);

  const submit = async (entries: readonly ReadyEntry[]) => {
    setBusy(true);
    let failed = 0;
    for (const entry of entries) {
      try {
        const reply = await api.post<AssembleStructureReply>(`/api/sessions/${sessionId}/assembleStructure`, {
          inputType: entry.inputType,
          name: entry.editor.name,
          selectedResidues: entry.editor.residues.map(selectedResidue),
          pdbFileData: entry.pdbFileData,
        });
        notify.success(`Created collection ${reply.pose_collection.name}.`);
        onStored(entry, reply);
      } catch (error) {
        failed += 1;
        onFailed(
          entry,
          error instanceof ApiError && error.status < 500
            ? error.message.split('\n')
            : [DATA_LOADER_MESSAGES.loadFailed],
        );
      }
    }
    setBusy(false);
    onDone(failed);
  };
  return { busy, submit };
}

/** Entries still loading keep the loader open after Submit. */
export const stillLoading = (entries: readonly LoaderEntry[]) => entries.some((e) => e.status === 'loading');
