import { useMemo, useState } from 'react';
import { Spinner, useSampleFixtures, type PickerCollection, type PickerStructure } from '@bench/sdk';
import { structureTree } from '@bench/structure';
import { ppdModel, withPartner } from '../model.ts';
import { PpdPickers, type Picks, type Side } from '../PpdPickers.tsx';

const FILES = ['1crn.pdb', '1ubq.pdb', '4hhb.pdb'];
const NO_PICK = { collectionId: null, structureId: null };

/** Each fixture a collection, each of its polymer chains a structure to pick. */
function pickable(texts: readonly string[]): { collections: PickerCollection[]; structures: PickerStructure[] } {
  const collections = FILES.map((file) => ({ _id: file, name: file.replace('.pdb', '').toUpperCase() }));
  const structures = texts.flatMap((text, k) =>
    structureTree(text).chains.map((chain, index) => ({
      _id: `${collections[k]!.name}.${chain.chain}`,
      name: `${collections[k]!.name} chain ${chain.chain} (${chain.residues.length} residues)`,
      index,
      pose_collection_id: FILES[k]!,
    })),
  );
  return { collections, structures };
}

/** 'ppd-tab': the docking form's two partners picked from real fixtures, and the input the action tab would save. */
export default function PpdTabSample() {
  const fixtures = useSampleFixtures(FILES);
  const [picks, setPicks] = useState<Picks>({ A: NO_PICK, B: NO_PICK });
  const [input, setInput] = useState(ppdModel.defaults);
  const { collections, structures } = useMemo(
    () => (fixtures.status === 'ready' ? pickable(fixtures.texts) : { collections: [], structures: [] }),
    [fixtures],
  );
  if (fixtures.status === 'error') return <p role="alert">{fixtures.message}</p>;
  if (fixtures.status === 'loading') return <Spinner label="Loading fixtures…" />;
  const pick = (side: Side, chosen: Picks[Side]) => {
    setPicks((all) => ({ ...all, [side]: chosen }));
    setInput((current) => withPartner(current, side, chosen.structureId));
  };
  return (
    <div className="bn-sample-frame">
      <p className="bn-sample-note">
        Chains of {FILES.join(', ')} as structures; nothing is saved or run outside a project.
      </p>
      <div className="bn-form bn-form--columns">
        <PpdPickers collections={collections} structures={structures} picks={picks} readOnly={false} onPick={pick} />
      </div>
      <h2>Input the action saves</h2>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is the sample output's handle; the <h2> above names it */}
      <pre aria-label="Saved input">
        {JSON.stringify({ ppd_params: input.ppd_params, pose_ids: input.pose_ids }, null, 2)}
      </pre>
    </div>
  );
}
