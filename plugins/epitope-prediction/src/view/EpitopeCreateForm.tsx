import { useEffect, useState } from 'react';
import { chargedPrice, creditsLabel } from '@bench/action-kit';
import {
  ApiError,
  Button,
  Checkbox,
  Dialog,
  Settings,
  Stores,
  useService,
  type BaseItem,
  type MetricCreateFormProps,
  type PoseSummary,
} from '@bench/sdk';
import {
  ALLELE_GROUPS,
  DEFAULT_ALLELE_GROUP,
  DEFAULT_ALLELES,
  DEFAULT_CUTOFFS,
  EPITOPE_LENGTH,
  EPITOPE_MESSAGES,
  MAX_NM_CUTOFF,
  TASK,
  epitopeCost,
  epitopeInputIssues,
  type AlleleGroup,
  type EpitopeUnit,
} from '../model.ts';
import './epitope-form.css';

const chainCount = (sequence: string | undefined) => (sequence ?? '').split('/').filter(Boolean).length;

/**
 * 'New Epitope prediction': the structures it reads, the MHC alleles and the cutoffs chosen, and the
 * price before anything is created or charged; Run creates the view (the server checks the choices
 * again and runs one prediction per structure), Cancel creates nothing.
 */
export default function EpitopeCreateForm({ selection, body, onSubmit, onCancel }: MetricCreateFormProps) {
  const poseStore = useService(Stores).of<PoseSummary & BaseItem>('poses');
  const engine = useService(Settings).values.engines[TASK] ?? null;
  const [poses, setPoses] = useState<PoseSummary[] | null>(null);
  const [alleles, setAlleles] = useState<string[]>([...ALLELE_GROUPS[DEFAULT_ALLELE_GROUP]]);
  const [typed, setTyped] = useState<Record<EpitopeUnit, string>>({
    rank: String(DEFAULT_CUTOFFS.rank),
    nM: String(DEFAULT_CUTOFFS.nM),
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads once per set of ids (a new array of the same ids must not re-read); the store is a stable service
  useEffect(() => {
    let live = true;
    poseStore.getMany(selection.poseIds).then(
      (found) => live && setPoses(found),
      () => live && setFailure('The selected structures could not be read.'),
    );
    return () => {
      live = false;
    };
  }, [selection.poseIds.join(',')]);

  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const choices = {
    mhc_allele_list: alleles,
    epitope_length: EPITOPE_LENGTH,
    cutoffs: { rank: number(typed.rank), nM: number(typed.nM) },
  };
  const issues = epitopeInputIssues(choices);
  const issueOf = (field: string) => issues.find((i) => i.field === field)?.message;
  const sequences = (poses ?? []).map((p) => p.sequence ?? '');
  const chains = sequences.reduce((n, s) => n + chainCount(s), 0);
  const price = chargedPrice(
    epitopeCost,
    { task: TASK, pose_ids: selection.poseIds, collection_id: selection.collectionId, ...choices },
    { structureCount: selection.poseIds.length, sequences, engine },
  );

  const toggle = (allele: string, on: boolean) =>
    setAlleles(
      on ? DEFAULT_ALLELES.filter((a) => a === allele || alleles.includes(a)) : alleles.filter((a) => a !== allele),
    );
  const run = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ ...body, inputs: choices });
    } catch (error) {
      console.error(EPITOPE_MESSAGES.create, error);
      setFailure(error instanceof ApiError ? error.message : EPITOPE_MESSAGES.create);
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      title="New Epitope prediction"
      wide
      onClose={onCancel}
      footer={
        <>
          <span className="bn-epitope-form__price" role="status" aria-label="Price">
            {poses === null
              ? 'Price: reading the structures…'
              : `Price: ${creditsLabel(price, engine)} (1 per chain, ${chains} chain${chains === 1 ? '' : 's'})`}
          </span>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            variant="primary"
            disabled={poses === null || issues.length > 0 || submitting}
            onClick={() => void run()}
          >
            Run
          </Button>
        </>
      }
    >
      <div className="bn-epitope-form">
        <section aria-label="Source">
          <h3 className="bn-epitope-form__heading">Source</h3>
          <p className="bn-epitope-form__note">
            Every {EPITOPE_LENGTH}-residue peptide along each chain of {selection.poseIds.length} structure
            {selection.poseIds.length === 1 ? '' : 's'}
            {poses &&
              `: ${poses.map((p) => `${p.name} (${chainCount(p.sequence)} chain${chainCount(p.sequence) === 1 ? '' : 's'})`).join(', ')}`}
          </p>
        </section>
        <fieldset className="bn-epitope-form__alleles" aria-label="MHC class I alleles">
          <legend className="bn-epitope-form__heading">
            MHC class I alleles ({alleles.length} of {DEFAULT_ALLELES.length})
          </legend>
          {/* biome-ignore lint/a11y/useSemanticElements: preset buttons inside the alleles fieldset, not a fieldset of their own */}
          <div className="bn-epitope-form__groups" role="group" aria-label="Allele sets">
            {(Object.keys(ALLELE_GROUPS) as AlleleGroup[]).map((group) => (
              <Button key={group} small onClick={() => setAlleles([...ALLELE_GROUPS[group]])}>
                {group} ({ALLELE_GROUPS[group].length})
              </Button>
            ))}
          </div>
          <div className="bn-epitope-form__allele-list">
            {DEFAULT_ALLELES.map((allele) => (
              <Checkbox
                key={allele}
                label={allele}
                checked={alleles.includes(allele)}
                onChange={(on) => toggle(allele, on)}
              />
            ))}
          </div>
          {issueOf('mhc_allele_list') && (
            <p className="bn-epitope-form__invalid" role="alert">
              {issueOf('mhc_allele_list')}
            </p>
          )}
        </fieldset>
        <section aria-label="Cutoffs">
          <h3 className="bn-epitope-form__heading">Binder cutoffs</h3>
          <p className="bn-epitope-form__note">
            A peptide binds an allele when its value is at or below the cutoff; the view counts these hits and starts
            from these cutoffs.
          </p>
          <div className="bn-epitope-form__cutoffs">
            <label className="bn-epitope-form__field">
              Rank cutoff (%)
              <input
                type="number"
                min={0}
                max={100}
                step={0.5}
                value={typed.rank}
                aria-invalid={Boolean(issueOf('cutoffs.rank'))}
                onChange={(e) => setTyped({ ...typed, rank: e.currentTarget.value })}
              />
              <small>percentile rank among natural peptides of the same length, 0 = best</small>
            </label>
            <label className="bn-epitope-form__field">
              IC50 cutoff (nM)
              <input
                type="number"
                min={1}
                max={MAX_NM_CUTOFF}
                step={50}
                value={typed.nM}
                aria-invalid={Boolean(issueOf('cutoffs.nM'))}
                onChange={(e) => setTyped({ ...typed, nM: e.currentTarget.value })}
              />
              <small>predicted binding affinity, 1 to {MAX_NM_CUTOFF.toLocaleString('en-US')} nM</small>
            </label>
          </div>
          {(['cutoffs.rank', 'cutoffs.nM'] as const).map(
            (field) =>
              issueOf(field) && (
                <p key={field} className="bn-epitope-form__invalid" role="alert">
                  {issueOf(field)}
                </p>
              ),
          )}
        </section>
        {failure && (
          <p className="bn-epitope-form__invalid" role="alert">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
