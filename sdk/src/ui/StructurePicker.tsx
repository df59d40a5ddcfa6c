import { useEffect, useState } from 'react';
import { useService } from '../hooks.tsx';
import { Stores } from '../tokens.ts';
import type { BaseItem } from '../entities.ts';
import './structure-picker.css';
export interface PickerCollection {
  _id: string;
  name: string;
}
export interface PickerStructure {
  _id: string;
  name: string;
  index?: number;
  pose_collection_id: string;
}
export interface StructurePick {
  collectionId: string | null;
  structureId: string | null;
}

/** Clicking a collection toggles it; choosing another collection clears the chosen structure (spec 2 §2.9). */
export function pickCollection(pick: StructurePick, collectionId: string): StructurePick {
  if (pick.collectionId === collectionId) return { collectionId: null, structureId: null };
  return { collectionId, structureId: null };
}

export function pickStructure(pick: StructurePick, structureId: string): StructurePick {
  return { ...pick, structureId: pick.structureId === structureId ? null : structureId };
}

export interface StructurePickerProps {
  collections: readonly PickerCollection[];
  structures: readonly PickerStructure[];
  value: StructurePick;
  onChange(next: StructurePick): void;
}

/** Collections sorted by name, then the chosen collection's structures ordered by index. */
export function StructurePicker({ collections, structures, value, onChange }: StructurePickerProps) {
  const sorted = [...collections].sort((a, b) => a.name.localeCompare(b.name));
  const shown = structures
    .filter((s) => s.pose_collection_id === value.collectionId)
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return (
    <div className="bn-picker">
      <ul className="bn-picker__list" aria-label="Collections">
        {sorted.map((c) => (
          <li key={c._id}>
            <button
              type="button"
              aria-pressed={value.collectionId === c._id}
              onClick={() => onChange(pickCollection(value, c._id))}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
      {value.collectionId && (
        <ul className="bn-picker__list" aria-label="Structures">
          {shown.map((s) => (
            <li key={s._id}>
              <button
                type="button"
                aria-pressed={value.structureId === s._id}
                onClick={() => onChange(pickStructure(value, s._id))}
              >
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The structures of the given collections for a picker, fetched once per collection. */
export function usePickerStructures(collectionIds: readonly (string | null)[]): PickerStructure[] {
  const stores = useService(Stores);
  const [byCollection, setByCollection] = useState<Record<string, PickerStructure[]>>({});
  const wanted = collectionIds.filter((id): id is string => Boolean(id) && !byCollection[id!]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the wanted ids' text: fetch once per new collection, not once per render
  useEffect(() => {
    for (const id of wanted) {
      stores
        .of<BaseItem & PickerStructure>('poses')
        .queryAll({ query: { pose_collection_id: id, is_deleted: false } })
        .then((poses) => setByCollection((all) => ({ ...all, [id]: poses })))
        .catch(() => setByCollection((all) => ({ ...all, [id]: [] })));
    }
  }, [stores, wanted.join('|')]);
  return Object.values(byCollection).flat();
}
