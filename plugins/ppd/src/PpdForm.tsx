import { useState } from 'react';
import {
  Settings,
  usePickerStructures,
  useService,
  type PickerCollection,
  type StructurePick,
  useActiveItems,
  type ActionFormProps,
  type BaseItem,
} from '@bench/sdk';
import { TASK, withPartner, type PpdInput } from './model.ts';
import { PpdPickers, type Picks, type Side } from './PpdPickers.tsx';

const COLLECTIONS_ERROR = 'Something went wrong while fetching collections.';

/** ppd: structure A (kept in place) and structure B (docked against it), each picked by collection then structure. */
export default function PpdForm({ input, onChange, readOnly }: ActionFormProps<PpdInput>) {
  const collections = useActiveItems<BaseItem & PickerCollection>('pose_collections', COLLECTIONS_ERROR);
  const params = input.ppd_params;
  const [picks, setPicks] = useState<Picks>({
    A: { collectionId: null, structureId: params.structureA },
    B: { collectionId: null, structureId: params.structureB },
  });
  const structures = usePickerStructures([picks.A.collectionId, picks.B.collectionId]);
  const engine = useService(Settings).values.engines[TASK];

  const choose = (side: Side, pick: StructurePick) => {
    setPicks((all) => ({ ...all, [side]: pick }));
    onChange(withPartner(input, side, pick.structureId));
  };

  return (
    <div className="bn-form bn-form--columns">
      <PpdPickers collections={collections} structures={structures} picks={picks} readOnly={readOnly} onPick={choose} />
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
