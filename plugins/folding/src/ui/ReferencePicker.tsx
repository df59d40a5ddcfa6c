import { useEffect, useState } from 'react';
import {
  Button,
  StructurePicker,
  useActiveItems,
  usePickerStructures,
  type BaseItem,
  type PickerCollection,
  type StructurePick,
} from '@bench/sdk';
import type { NamedPose } from '@bench/family-structure-prediction/ui';

export type ReferencePose = NamedPose & { sequence?: string; pose_collection_id?: string };

const COLLECTIONS_ERROR = 'Something went wrong while fetching collections.';

/**
 * The optional reference structure of a single-sequence fold (the 'ai-folding-singleseq-ref'
 * variant): picked collection then structure from the project; one handed over (a fold button's
 * design source) opens at its collection.
 */
export function ReferencePicker({
  reference,
  onChange,
}: {
  reference: ReferencePose | null;
  onChange(id: string | null): void;
}) {
  const collections = useActiveItems<BaseItem & PickerCollection>('pose_collections', COLLECTIONS_ERROR);
  const [pick, setPick] = useState<StructurePick>({ collectionId: null, structureId: null });
  const structures = usePickerStructures([pick.collectionId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows a new reference (its id), not the user's own picks in between
  useEffect(() => {
    if (reference?.pose_collection_id && pick.structureId !== reference._id)
      setPick({ collectionId: reference.pose_collection_id, structureId: reference._id });
  }, [reference?._id]);
  const residues = reference?.sequence?.replace(/\//g, '').length;

  return (
    <fieldset className="bn-fieldset" aria-label="Reference structure">
      <legend>Reference structure (optional)</legend>
      <p className="bn-hint">
        {reference ? (
          <>
            Reference: <strong>{reference.name}</strong>
            {residues ? ` (${residues} residues)` : ''}. Each model gets its Cα RMSD to it, residues paired by position.
          </>
        ) : (
          'None: choose a structure to check the models against it (Cα RMSD), as for a design and the backbone it was designed on.'
        )}
        {reference && (
          <>
            {' '}
            <Button
              small
              onClick={() => {
                setPick({ collectionId: pick.collectionId, structureId: null });
                onChange(null);
              }}
            >
              Clear
            </Button>
          </>
        )}
      </p>
      <StructurePicker
        collections={collections}
        structures={structures}
        value={pick}
        onChange={(next) => {
          setPick(next);
          onChange(next.structureId);
        }}
      />
    </fieldset>
  );
}
