import { Button, formatDateTime, type ActionItem } from '@bench/sdk';
import { ACTION_TAB_MESSAGES, FASTA_FILE_NAME } from './messages.ts';
import { resultsPending, sourcePreview } from './model.ts';
import type { ActionData } from './useActionData.ts';
import { useResultLinks } from './useResultLinks.ts';

/** Source and results collections, downloads, source poses, outputs and timestamps (spec 1 §2). */
export function ActionOutputs({ data }: { data: ActionData & { action: ActionItem } }) {
  const { action, sourcePoses, resultsCollection } = data;
  const links = useResultLinks(data);
  const notReady = resultsPending(action);
  const sequences = action.sequence_results;
  // the results of a sequence-only job (ProteinMPNN) are its sequence collection: no results collection to open
  const sequencesOnly = action.is_executed && !action.results_collection_id && Boolean(sequences);
  const resultsTitle = !action.is_executed
    ? notReady
    : sequencesOnly
      ? ACTION_TAB_MESSAGES.sequencesOnly(action.name, action.task_id)
      : undefined;
  return (
    <section aria-label="Inputs and outputs" className="bn-action-tab__outputs">
      <div className="bn-toolbar">
        <Button small onClick={links.openSource}>
          Source collection
        </Button>
        <Button small disabled={!action.is_executed || sequencesOnly} title={resultsTitle} onClick={links.openResults}>
          Results collection
        </Button>
        {sequences && (
          <Button small disabled={!action.is_executed} onClick={() => void links.openSequences()}>
            Sequence collection
          </Button>
        )}
      </div>
      {!action.is_executed && <p className="bn-hint">{notReady}</p>}
      <div className="bn-toolbar">
        {action.input.mutations !== undefined && (
          <Button small disabled={!action.is_executed} onClick={links.downloadMutations}>
            Download mutations CSV
          </Button>
        )}
        {sequences?.fasta_data && (
          <Button small onClick={links.downloadFasta}>
            Download FASTA
          </Button>
        )}
      </div>
      <dl className="bn-facts">
        <dt>Source poses</dt>
        <dd>{sourcePoses ? sourcePreview(sourcePoses.map((p) => p.name)) : '…'}</dd>
        <dt>Output collection</dt>
        <dd>{resultsCollection ? `${resultsCollection.name} (${resultsCollection._id})` : '—'}</dd>
        <dt>Output sequence files</dt>
        <dd>{sequences ? `${sequences.sequence_collection_name}, ${FASTA_FILE_NAME}` : '—'}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(action.created_timestamp)}</dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(action.updated_timestamp)}</dd>
      </dl>
    </section>
  );
}
