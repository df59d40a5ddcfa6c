import {
  Api,
  ApiError,
  Button,
  Notify,
  Workspace,
  downloadBlob,
  formatDateTime,
  useItem,
  useService,
  type BaseItem,
  type TabProps,
} from '@bench/sdk';
import { qualityBand } from '../quality.ts';
import {
  ALIGNED_TYPES,
  ENTITY,
  MESSAGES,
  alignmentsFileName,
  cancellable,
  shownStatus,
  type Alignment,
  type StructurePrediction,
} from '@bench/family-structure-prediction';
import { ModelQuality, modelQualityOf } from './ModelQuality.tsx';
import { TemplateTable } from './TemplateTable.tsx';
import { usePoses, usePredictionCalls } from '@bench/family-structure-prediction/ui';
import '@bench/family-structure-prediction/ui.css';

type Prediction = StructurePrediction & BaseItem;

/** errors_and_warnings entries whose keys start with 'message' are shown (spec 2 §3). */
function shownMessages(entries: Record<string, unknown> | undefined): string[] {
  return Object.entries(entries ?? {})
    .filter(([key]) => key.startsWith('message'))
    .map(([, value]) => String(value));
}

/** The modelled sequence: HM's `sequence`, AI folding's chains, or an antibody's heavy and light chain, joined by '/'. */
function sequenceOf(input: Prediction['input']): string {
  if (typeof input.heavy === 'string') return `${input.heavy}/${String(input.light ?? '')}`;
  return input.sequence ?? (Array.isArray(input.sequences) ? input.sequences.join('/') : '');
}

/** One template line: single-chain HM's method record, or one chain's entry of a complex's `templates`. */
const templateLine = (t: Record<string, unknown>) =>
  `${String(t.template)} (${String(t.template_source)}), identity ${Number(t.identity).toFixed(1)} %, coverage ${(Number(t.coverage) * 100).toFixed(0)} %`;

function templateLines(method: Record<string, unknown>): string[] {
  if (Array.isArray(method.templates))
    return (method.templates as Record<string, unknown>[]).map((t) => `${String(t.chain)}: ${templateLine(t)}`);
  return typeof method.template === 'string' ? [templateLine(method)] : [];
}

/** The structure an AI fold is compared with (`ai-folding-singleseq-ref`), named from the start. */
function ReferenceFact({ ids }: { ids: readonly string[] }) {
  const [reference] = usePoses(ids);
  return (
    <>
      <dt>Reference</dt>
      <dd>{reference?.name ?? '…'}</dd>
    </>
  );
}

/** structurePrediction (spec 2 §2.8): one prediction's status, messages, method, alignments and model. */
export default function PredictionTab({ tab }: TabProps) {
  const api = useService(Api);
  const notify = useService(Notify);
  const workspace = useService(Workspace);
  const calls = usePredictionCalls();
  const prediction = useItem<Prediction>(ENTITY, tab.data.id);
  if (prediction === undefined) return <p className="bn-sp-tab">Loading…</p>;
  if (prediction === null)
    return (
      <p className="bn-sp-tab" role="alert">
        This structure prediction no longer exists.
      </p>
    );

  const download = async () => {
    try {
      const alignments = await api.get<Alignment[]>(`/api/structure_predictions/${prediction._id}/alignments`);
      downloadBlob(
        new Blob([JSON.stringify(alignments, null, 2)], { type: 'application/json' }),
        alignmentsFileName(prediction.name),
      );
    } catch (error) {
      console.error(MESSAGES.alignments, error);
      notify.error(MESSAGES.alignments);
    }
  };
  const cancel = async () => {
    try {
      await calls.cancel(prediction._id);
      notify.success(MESSAGES.cancelled);
    } catch (error) {
      console.error(MESSAGES.cancel, error);
      notify.error(error instanceof ApiError && error.status === 409 ? error.message : MESSAGES.cancel);
    }
  };
  const messages = [
    ...shownMessages(prediction.errors_and_warnings),
    ...(prediction.error_message ? [prediction.error_message] : []),
  ];
  const method = prediction.method ?? {};
  const templates = templateLines(method);
  const quality = modelQualityOf(method);
  return (
    <section className="bn-sp-tab" aria-label={`Structure prediction ${prediction.name}`}>
      <h2>{prediction.name}</h2>
      <dl className="bn-sp-facts">
        <dt>Type</dt>
        <dd>{prediction.type}</dd>
        <dt>Status</dt>
        <dd className={`bn-sp-status bn-sp-status--${prediction.status}`}>
          <span data-testid="prediction-status">
            {shownStatus(prediction)}
            {prediction.progress ? ` · ${prediction.progress.step} (${Math.round(prediction.progress.percent)} %)` : ''}
          </span>
          {cancellable(prediction) && (
            <Button small className="bn-sp-cancel" onClick={() => void cancel()}>
              Cancel run
            </Button>
          )}
        </dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(prediction.updated_timestamp)}</dd>
        <dt>Sequence</dt>
        <dd className="bn-sp-alignment">{sequenceOf(prediction.input)}</dd>
        {typeof prediction.input.aiTool === 'string' && (
          <>
            <dt>Tool</dt>
            <dd>{prediction.input.aiTool}</dd>
          </>
        )}
        {typeof prediction.input.aiTool === 'string' &&
          Array.isArray(prediction.input.pose_ids) &&
          prediction.input.pose_ids.length > 0 && <ReferenceFact ids={prediction.input.pose_ids as string[]} />}
        {prediction.engine && (
          <>
            <dt>Engine</dt>
            <dd>
              {prediction.engine}
              {typeof method.name === 'string' ? ` · ${method.name}` : ''}
            </dd>
          </>
        )}
        {templates.length > 0 && (
          <>
            <dt>{templates.length === 1 ? 'Template' : 'Templates'}</dt>
            <dd>
              {templates.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </dd>
          </>
        )}
        {typeof method.choice === 'string' && (
          <>
            <dt>Template choice</dt>
            <dd>{method.choice}</dd>
          </>
        )}
        {quality && (
          <>
            <dt>Model quality</dt>
            <dd data-testid="model-quality">
              {quality.global.toFixed(2)} per residue ({qualityBand(quality.global)}) · ProMod3 backbone potential,
              lower is better
            </dd>
          </>
        )}
        {prediction.price != null && (
          <>
            <dt>Credits</dt>
            <dd>
              {prediction.price}
              {/* a failed or cancelled run is refunded */}
              {prediction.status === 'failed' && prediction.price > 0 ? ' (returned)' : ''}
            </dd>
          </>
        )}
      </dl>
      {(messages.length > 0 || (prediction.notes ?? []).length > 0) && (
        <div className="bn-sp-messages">
          {messages.map((message) => (
            <p key={message} className="bn-sp-error" role="alert">
              {message}
            </p>
          ))}
          {(prediction.notes ?? []).map((note) => (
            <p key={note} className="bn-hint">
              {note}
            </p>
          ))}
        </div>
      )}
      <div>
        {prediction.collection_id && (
          <Button
            variant="primary"
            onClick={() =>
              workspace.openTab(
                'collection',
                { type: 'pose_collections', id: prediction.collection_id!, name: prediction.name },
                prediction.name,
              )
            }
          >
            Open model
          </Button>
        )}{' '}
        {ALIGNED_TYPES.includes(prediction.type) && (
          <Button disabled={prediction.alignments.length === 0} onClick={() => void download()}>
            Download alignments
          </Button>
        )}
      </div>
      {quality && <ModelQuality quality={quality} />}
      {prediction.alignments.length > 0 && <TemplateTable prediction={prediction} />}
    </section>
  );
}
