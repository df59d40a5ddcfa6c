import { useMemo, useState } from 'react';
import { DEFAULT_ALLELES, DEFAULT_CUTOFFS, type EpitopeRow } from '../model.ts';
import { EpitopeGraph } from './EpitopeGraph.tsx';
import './epitope-view.css';

/**
 * Deterministic rows for the graph's frame benchmark (`?positions=1000`, bench/viewers.bench.mjs):
 * every allele Bench predicts at every position, IC50 spread over 10 nM–50 µM. Not a prediction, only load.
 */
function loadRows(positions: number): EpitopeRow[] {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: positions }, (_, i) => ({
    epitope_begin_seqpos: i + 1,
    epitope_seq: 'SIINFEKLV',
    genome_sequence: '',
    epitope_data: DEFAULT_ALLELES.map((allele_name) => {
      const rank = 100 * random();
      return {
        allele_name,
        epitope_binding_IC50_nM: 10 ** (1 + 3.7 * (rank / 100)),
        epitope_rank_percentage: rank,
        epitope_score: 1 - rank / 100,
        known_epitope: false,
      };
    }),
  }));
}

export default function EpitopeGraphSample() {
  const positions = Number(new URLSearchParams(location.search).get('positions')) || 1000;
  const rows = useMemo(() => loadRows(positions), [positions]);
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <div className="bn-sample-frame">
      <p className="bn-sample-note">
        {positions} positions × {DEFAULT_ALLELES.length} alleles of generated values: a load sample, not a prediction.
        {picked !== null && ` Picked position ${picked}.`}
      </p>
      <EpitopeGraph rows={rows} alleles={DEFAULT_ALLELES} unit="nM" cutoff={DEFAULT_CUTOFFS.nM} onPick={setPicked} />
    </div>
  );
}
