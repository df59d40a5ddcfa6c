import { useState } from 'react';
import {
  Button,
  Checkbox,
  FeatureBadge,
  StructurePicker,
  Features,
  useActiveItems,
  usePickerStructures,
  useService,
  type BaseItem,
  type PickerCollection,
  type StructurePick,
} from '@bench/sdk';
import {
  PREFERENCE_MARGIN,
  LIGANDS_FROM_TEMPLATE,
  MESSAGES,
  failureMessage,
  type MemberPatch,
  FEATURE,
} from '@bench/family-structure-prediction';
import { usePredictionCalls, usePoses } from '@bench/family-structure-prediction/ui';
import type { StageProps } from './stage.ts';

/**
 * Stage 2: the project's structures searched as templates too (for every target of the group),
 * picked collection then structure; without any, the template libraries are searched. One update
 * at a time (spec 2 §4): the controls wait while the members are saved.
 */
export function TemplatesStage({ group, members, report, next }: StageProps) {
  const calls = usePredictionCalls();
  const collections = useActiveItems<BaseItem & PickerCollection>(
    'pose_collections',
    'Something went wrong while fetching collections.',
  );
  const [pick, setPick] = useState<StructurePick>({ collectionId: null, structureId: null });
  const structures = usePickerStructures([pick.collectionId]);
  const [saving, setSaving] = useState(false);
  const chosenIds = members[0]?.single_chain_hm_template_ids ?? [];
  const chosen = usePoses(chosenIds);
  const ligands = members[0]?.single_chain_hm_ligands_id === LIGANDS_FROM_TEMPLATE;
  const canLigand = useService(Features).isEnabled(FEATURE.ligand);
  const locked = group.submitted || saving;

  const save = async (patch: MemberPatch) => {
    setSaving(true);
    try {
      for (const member of members) await calls.updateMember(group._id, member._id, patch);
      report(null);
    } catch (failure) {
      report(failureMessage(failure, MESSAGES.update), failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <p className="bn-hint">
        {chosenIds.length
          ? `These structures are searched with the template library; one is modelled when its score is within ${PREFERENCE_MARGIN} of the best template's.`
          : 'No project structures chosen: the ProMod3 template library (and any site library) is searched.'}
      </p>
      <table className="bn-sp-table" aria-label="Templates">
        <thead>
          <tr>
            <th>Template structure</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {chosenIds.map((id) => (
            <tr key={id}>
              <td>{chosen.find((p) => p._id === id)?.name ?? id}</td>
              <td>
                <Button
                  small
                  disabled={locked}
                  onClick={() => void save({ single_chain_hm_template_ids: chosenIds.filter((t) => t !== id) })}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!group.submitted && (
        <fieldset className="bn-fieldset" disabled={locked}>
          <legend>Add a template from the project</legend>
          <StructurePicker collections={collections} structures={structures} value={pick} onChange={setPick} />
          <Button
            small
            disabled={locked || !pick.structureId || chosenIds.includes(pick.structureId)}
            onClick={() => void save({ single_chain_hm_template_ids: [...chosenIds, pick.structureId!] })}
          >
            Add template
          </Button>
        </fieldset>
      )}
      {canLigand && (
        <Checkbox
          label={
            <>
              Carry the template's ligands into the models <FeatureBadge feature={FEATURE.ligand} />
            </>
          }
          checked={ligands}
          disabled={locked}
          onChange={(on) => void save({ single_chain_hm_ligands_id: on ? LIGANDS_FROM_TEMPLATE : null })}
        />
      )}
      <div className="bn-sp-actions">
        <Button variant="primary" disabled={saving} onClick={next}>
          Next: run
        </Button>
      </div>
    </>
  );
}
