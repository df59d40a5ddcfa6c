import { Notify, Stores, Workspace, downloadBlob, useService, type ActionItem, type BaseItem } from '@bench/sdk';
import { rowsFromInput, type MutationsInput } from '@bench/action-kit';
import { ACTION_TAB_MESSAGES, FASTA_FILE_NAME } from './messages.ts';
import type { PoseCollection } from './model.ts';
import { mutationsCsv, mutationsCsvFileName } from './mutationsCsv.ts';
import type { ActionData } from './useActionData.ts';

/** Opening the action's collections and downloading its files, each with the spec's failure message. */
export function useResultLinks({
  action,
  sourceCollection,
  resultsCollection,
  form,
}: ActionData & { action: ActionItem }) {
  const workspace = useService(Workspace);
  const notify = useService(Notify);
  const stores = useService(Stores);
  const { name, task_id } = action;

  /** Opens the collection; one still loading (a click right after the job finished) is fetched first. */
  async function openCollection(
    collection: PoseCollection | null | undefined,
    id: string | null | undefined,
    missing: string,
  ) {
    const found =
      collection === undefined && id
        ? await stores
            .of<PoseCollection & BaseItem>('pose_collections')
            .get(id)
            .catch(() => null)
        : collection;
    if (!found || (found as Partial<BaseItem>).is_deleted) return notify.error(missing);
    workspace.openTab('collection', { type: 'pose_collections', id: found._id, name: found.name }, found.name);
  }

  async function openSequences() {
    const id = action.sequence_results?.sequence_collection_id;
    const collection = id
      ? await stores
          .of<BaseItem & { name: string }>('sequence_collections')
          .get(id)
          .catch(() => null)
      : null;
    if (!collection || collection.is_deleted) return notify.error(ACTION_TAB_MESSAGES.sequencesMissing(name, task_id));
    workspace.openTab(
      'sequenceCollection',
      { type: 'sequence_collections', id: collection._id, name: collection.name },
      collection.name,
    );
  }

  function downloadMutations() {
    try {
      const rows = rowsFromInput(action.input.mutations as MutationsInput, form.validation.sequences ?? []);
      downloadBlob(new Blob([mutationsCsv(rows)], { type: 'text/csv' }), mutationsCsvFileName(name, task_id));
    } catch (error) {
      console.error(error);
      notify.error(ACTION_TAB_MESSAGES.downloadMutations(name, task_id));
    }
  }

  return {
    openSource: () =>
      action.input.collection_id
        ? void openCollection(
            sourceCollection,
            action.input.collection_id,
            ACTION_TAB_MESSAGES.sourceMissing(name, task_id),
          )
        : notify.error(ACTION_TAB_MESSAGES.sourceUnknown),
    openResults: () =>
      void openCollection(
        resultsCollection,
        action.results_collection_id,
        ACTION_TAB_MESSAGES.resultsMissing(name, task_id),
      ),
    openSequences,
    downloadMutations,
    downloadFasta: () =>
      downloadBlob(new Blob([action.sequence_results?.fasta_data ?? ''], { type: 'text/plain' }), FASTA_FILE_NAME),
  };
}
