import { StructurePicker, type PickerCollection, type PickerStructure, type StructurePick } from '@bench/sdk';

export type Side = 'A' | 'B';
export type Picks = Record<Side, StructurePick>;

const TITLES: Record<Side, string> = { A: 'Structure A', B: 'Structure B' };

/** Docking's two partners, each picked by collection then structure: A stays in place, B is docked against it. */
export function PpdPickers({
  collections,
  structures,
  picks,
  readOnly,
  onPick,
}: {
  collections: PickerCollection[];
  structures: PickerStructure[];
  picks: Picks;
  readOnly: boolean;
  onPick(side: Side, pick: StructurePick): void;
}) {
  return (
    <>
      {(['A', 'B'] as const).map((side) => (
        <fieldset key={side} className="bn-fieldset" disabled={readOnly}>
          <legend>{TITLES[side]}</legend>
          <StructurePicker
            collections={collections}
            structures={structures}
            value={picks[side]}
            onChange={(pick) => onPick(side, pick)}
          />
        </fieldset>
      ))}
    </>
  );
}
