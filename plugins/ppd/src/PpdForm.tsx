import { useState } from 'react';
import {
  Settings,
  StructurePicker,
  usePickerStructures,
  useService,
  type PickerCollection,
  type PickerStructure,
  type StructurePick,
  useActiveItems,
  type ActionFormProps,
  type BaseItem,
} from '@bench/sdk';
import { TASK, ppdPoseIds, type PpdInput, type PpdParams } from './model.ts';

const COLLECTIONS_ERROR = 'Something went wrong while fetching collections.';

function Side({
  title,
  collections,
  structures,
  pick,
  readOnly,
  onPick,
}: {
  title: string;
  collections: PickerCollection[];
  structures: PickerStructure[];
  pick: StructurePick;
  readOnly: boolean;
  onPick(p: StructurePick): void;
}) {
  return (
    <fieldset className="bn-fieldset" disabled={readOnly}>
      <legend>{title}</legend>
      <StructurePicker collections={collections} structures={structures} value={pick} onChange={onPick} />
    </fieldset>
  );
}

/** ppd: structure A (kept in place) and structure B (docked against it), each picked by collection then structure. */
export default function PpdForm({ input, onChange, readOnly }: ActionFormProps<PpdInput>) {
  const collections = useActiveItems<BaseItem & PickerCollection>('pose_collections', COLLECTIONS_ERROR);
  const params = input.ppd_params;
  const [picks, setPicks] = useState<Record<'A' | 'B', StructurePick>>({
    A: { collectionId: null, structureId: params.structureA },
    B: { collectionId: null, structureId: params.structureB },
  });
  const structures = usePickerStructures([picks.A.collectionId, picks.B.collectionId]);
  const engine = useService(Settings).values.engines[TASK];

  const choose = (side: 'A' | 'B', pick: StructurePick) => {
    setPicks((all) => ({ ...all, [side]: pick }));
    const next: PpdParams = { ...params, [side === 'A' ? 'structureA' : 'structureB']: pick.structureId };
    // the job's source poses are the two picked structures (A then B)
    onChange({ ...input, ppd_params: next, pose_ids: ppdPoseIds(next) });
  };

  return (
    <div className="bn-form bn-form--columns">
      <Side
        title="Structure A"
        collections={collections}
        structures={structures}
        pick={picks.A}
        readOnly={readOnly}
        onPick={(p) => choose('A', p)}
      />
      <Side
        title="Structure B"
        collections={collections}
        structures={structures}
        pick={picks.B}
        readOnly={readOnly}
        onPick={(p) => choose('B', p)}
      />
      {engine === 'simulated' && (
        <p className="bn-hint">Simulated: rigid-body placements scored by contact counts, not a docking energy.</p>
      )}
      {engine === 'builtin' && (
        <p className="bn-hint">
          LightDock: rigid-body docking without restraints, scored by DFIRE. A run takes minutes to an hour, growing
          with the size of structure A; the top 10 poses are kept.
        </p>
      )}
    </div>
  );
}
