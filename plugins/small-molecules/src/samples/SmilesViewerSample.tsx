import { useEffect, useState } from 'react';
import { Spinner, TextInput, useSampleFixtures } from '@bench/sdk';
import { Depiction2D } from '../Depiction2D.tsx';
import { sdfDataField, smilesList } from '../model.ts';

export const FIXTURE = 's58_rcsb.mol';
/** Caffeine and aspirin, after the fixture's own SMILES. */
export const MORE_SMILES = ['Cn1cnc2c1c(=O)n(C)c(=O)n2C', 'CC(=O)Oc1ccccc1C(=O)O'];

/** 'smiles-viewer': RDKit 2D depictions of the SMILES typed in the field (defaults: the SMILES data item of s58_rcsb.mol, then two drugs). */
export default function SmilesViewerSample() {
  const fixtures = useSampleFixtures([FIXTURE]);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (fixtures.status === 'ready' && text === null)
      setText([sdfDataField(fixtures.texts[0], 'SMILES'), ...MORE_SMILES].filter(Boolean).join(' '));
  }, [fixtures, text]);

  if (fixtures.status === 'error') return <p role="alert">{fixtures.message}</p>;
  if (text === null) return <Spinner />;
  return (
    <div className="bn-sample-frame">
      <TextInput label="SMILES (separated by spaces)" value={text} onChange={setText} spellCheck={false} />
      <ul>
        {smilesList(text).map((smiles, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same SMILES can be typed twice
          <li key={`${i}:${smiles}`}>
            <code>{smiles}</code>
            <Depiction2D smiles={smiles} name={smiles} />
          </li>
        ))}
      </ul>
    </div>
  );
}
