import { useEffect, useMemo, useState } from 'react';
import {
  clearStaleLigand, isLigandChosen, ligandLabel, ligandsFromReport, type OriginalLigand,
} from '@bench/action-kit';
import { FreeLigandField, useActionFormData, ValidationList } from '@bench/action-kit/ui';
import { Stores, useService, type ActionFormProps, type BaseItem } from '@bench/sdk';
import type { ReplaceLigandInput } from './model.ts';

const key = (l: OriginalLigand): string => `${l.chain}|${l.res_num}|${l.res_name}`;

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

/** Replace Ligand: which ligand of the complex to replace, and which free ligand replaces it. */
export default function ReplaceLigandForm({ input, onChange, readOnly, issues }: ActionFormProps<ReplaceLigandInput>) {
  const { freeLigands } = useActionFormData();
  const ligands = useStructureLigands(input.pose_ids[0]);
  const params = input.replace_ligand;
  const freeIds = useMemo(() => freeLigands.map((l) => l._id), [freeLigands]);

  useEffect(() => {
    const cleared = clearStaleLigand(params, freeIds);
    if (!readOnly && freeIds.length > 0 && cleared !== params) onChange({ ...input, replace_ligand: cleared });
  }, [params, freeIds, readOnly, input, onChange]);

  const original = isLigandChosen(params.original_ligand) ? params.original_ligand : null;
  const chooseOriginal = (value: string) => {
    const chosen = ligands.find((l) => key(l) === value);
    onChange({ ...input, replace_ligand: { ...params, original_ligand: chosen ?? { res_num: null, res_name: '', chain: '' } } });
  };

  return (
    <div className="bn-form">
      <label className="bn-field">
        <span className="bn-field__label">Ligand in the protein complex</span>
        <select className="bn-input" value={original ? key(original) : ''} disabled={readOnly} onChange={(e) => chooseOriginal(e.target.value)}>
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
      <p className="bn-hint">
        Replacing a ligand for real needs a docking engine this installation lacks. Results here are simulated: the
        new ligand is placed on the old ligand's centre, not docked.
      </p>
    </div>
  );
}
