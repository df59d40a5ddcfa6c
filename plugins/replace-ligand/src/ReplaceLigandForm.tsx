import { useEffect, useMemo, useState } from 'react';
import { useActionFormData, ValidationList } from '@bench/action-kit/ui';
import { Checkbox, Settings, Stores, useService, type ActionFormProps, type BaseItem } from '@bench/sdk';
import { FreeLigandField } from './FreeLigandField.tsx';
import { clearStaleLigand, isLigandChosen, ligandLabel, ligandsFromReport, type OriginalLigand } from './ligands.ts';
import { TASK, type ReplaceLigandInput } from './model.ts';

const key = (l: OriginalLigand): string => `${l.chain}|${l.res_num}|${l.res_name}`;
/** A ligand's id as the pose report writes it ('A:301'): what `auto_constrain_these_ligands` lists. */
const reportId = (l: OriginalLigand): string => `${l.chain || '_'}:${l.res_num}`;

/** Ligands of the source structure, from the pose's stored report. */
function useStructureLigands(poseId: string | undefined): OriginalLigand[] {
  const stores = useService(Stores);
  const [ligands, setLigands] = useState<OriginalLigand[]>([]);
  useEffect(() => {
    if (!poseId) return;
    let live = true;
    stores
      .of<BaseItem & { report?: unknown }>('poses')
      .get(poseId)
      .then((pose) => live && setLigands(ligandsFromReport(pose.report)))
      .catch(() => live && setLigands([]));
    return () => {
      live = false;
    };
  }, [stores, poseId]);
  return ligands;
}

/**
 * Replace Ligand: which ligand of the complex to replace, which free ligand replaces it, and which
 * other ligands of the complex stay in place while it is docked (`auto_constrain_these_ligands`).
 */
export default function ReplaceLigandForm({ input, onChange, readOnly, issues }: ActionFormProps<ReplaceLigandInput>) {
  const { freeLigands } = useActionFormData();
  const ligands = useStructureLigands(input.pose_ids[0]);
  const params = input.replace_ligand;
  const docking = useService(Settings).values.engines[TASK] === 'builtin';
  const held = input.auto_constrain_these_ligands ?? [];
  const hold = (id: string, on: boolean) =>
    onChange({ ...input, auto_constrain_these_ligands: on ? [...held, id] : held.filter((x) => x !== id) });
  const freeIds = useMemo(() => freeLigands.map((l) => l._id), [freeLigands]);

  useEffect(() => {
    const cleared = clearStaleLigand(params, freeIds);
    if (!readOnly && freeIds.length > 0 && cleared !== params) onChange({ ...input, replace_ligand: cleared });
  }, [params, freeIds, readOnly, input, onChange]);

  const original = isLigandChosen(params.original_ligand) ? params.original_ligand : null;
  const others = ligands.filter((l) => !original || key(l) !== key(original));
  const chooseOriginal = (value: string) => {
    const chosen = ligands.find((l) => key(l) === value);
    onChange({
      ...input,
      replace_ligand: { ...params, original_ligand: chosen ?? { res_num: null, res_name: '', chain: '' } },
    });
  };

  return (
    <div className="bn-form">
      <label className="bn-field">
        <span className="bn-field__label">Ligand in the protein complex</span>
        <select
          className="bn-input"
          value={original ? key(original) : ''}
          disabled={readOnly}
          onChange={(e) => chooseOriginal(e.target.value)}
        >
          <option value="">Choose a ligand…</option>
          {ligands.map((l) => (
            <option key={key(l)} value={key(l)}>
              {ligandLabel(l)}
            </option>
          ))}
        </select>
      </label>
      <ValidationList issues={issues} field="replace_ligand.original_ligand" />
      <FreeLigandField
        label="New ligand"
        value={params.new_ligand_id}
        readOnly={readOnly}
        onChange={(id) => onChange({ ...input, replace_ligand: { ...params, new_ligand_id: id } })}
      />
      <ValidationList issues={issues} field="replace_ligand.new_ligand_id" />
      {others.length > 0 && (
        <fieldset className="bn-field">
          <legend className="bn-field__label">Other ligands to hold in place</legend>
          {others.map((l) => (
            <Checkbox
              key={key(l)}
              label={ligandLabel(l)}
              ariaLabel={`Hold ${ligandLabel(l)} in place`}
              checked={held.includes(reportId(l))}
              disabled={readOnly}
              onChange={(on) => hold(reportId(l), on)}
            />
          ))}
        </fieldset>
      )}
      {docking ? (
        <p className="bn-hint">
          The new ligand is docked with AutoDock Vina in a box around the chosen ligand; the protein is held rigid.
          Waters, and other ligands not held in place, are left out of the result.
        </p>
      ) : (
        <p className="bn-hint">
          Replacing a ligand for real needs a docking engine this installation lacks. Results here are simulated: the
          new ligand is placed on the old ligand's centre, not docked.
        </p>
      )}
    </div>
  );
}
