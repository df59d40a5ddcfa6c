/**
 * Epitope prediction's engine (server side): every peptide of `epitope_length` along each chain of
 * the structure, scored for every allele of `mhc_allele_list` by this installation's predictor —
 * Bench's own matrices, or the site's IEDB-format matrices (BENCH_EPITOPE_MATRIX_DIR). Alleles the
 * predictor has no model for are listed as not scored, never guessed. The run's rank cutoff counts
 * each allele's binders. NetMHCpan and similar tools
 * run through the external command contract instead (README.md).
 */
import { forEachStep } from '@bench/engine-sim';
import type { ActionEngine } from '@bench/sdk/model';
import { DEFAULT_ALLELES, EPITOPE_LENGTH, runCutoffs, TASK, type EpitopeInput, type EpitopeRow } from './model.ts';
import { canonicalAllele } from './predictor/alleles.ts';

// The shipped parameters (7 MB of JSON) load with the first run, not with every server and worker.
const loadPredictor = async () => (await import('./node/configuredPredictor.ts')).configuredPredictor();

export const predictorEngine: ActionEngine<EpitopeInput> = {
  task: TASK,
  kind: 'builtin',
  async run(context) {
    const pose = context.poses[0];
    if (!pose) throw new Error('An epitope prediction needs one structure.');
    const input = context.action.input;
    const length = Number(input.epitope_length ?? EPITOPE_LENGTH);
    if (!Number.isInteger(length) || length < 8 || length > 14)
      throw new Error(`epitope_length must be a whole number from 8 to 14, got ${String(input.epitope_length)}`);
    const predictor = await loadPredictor();
    const wanted = (input.mhc_allele_list?.length ? input.mhc_allele_list : DEFAULT_ALLELES).map(
      (a) => canonicalAllele(a) ?? a,
    );
    const scorable = wanted.filter((allele) => predictor.predict(allele, 'A'.repeat(length)) !== null);
    const chains = (pose.sequence ?? '').split('/');
    const starts: { chain: string; offset: number; begin: number }[] = [];
    let offset = 0;
    for (const chain of chains) {
      for (let begin = 0; begin + length <= chain.length; begin++) starts.push({ chain, offset, begin });
      offset += chain.length;
    }
    const rows = await forEachStep(context, 'Scoring peptides', starts, ({ chain, offset, begin }): EpitopeRow => {
      const peptide = chain.slice(begin, begin + length);
      return {
        epitope_begin_seqpos: offset + begin + 1,
        epitope_seq: peptide,
        genome_sequence: chain,
        epitope_data: scorable.flatMap((allele) => {
          const p = predictor.predict(allele, peptide);
          return p
            ? [
                {
                  allele_name: allele,
                  epitope_binding_IC50_nM: Math.round(p.ic50_nM * 10) / 10,
                  epitope_rank_percentage: Math.round(p.rank_percent * 100) / 100,
                  epitope_score: Math.round(p.score * 1000) / 1000,
                  known_epitope: false,
                },
              ]
            : [];
        }),
      };
    });
    const notScored = wanted.filter((a) => !scorable.includes(a));
    const cutoffs = runCutoffs(input);
    const binders = Object.fromEntries(
      scorable.map((allele) => [
        allele,
        rows.filter((row) =>
          row.epitope_data.some((e) => e.allele_name === allele && e.epitope_rank_percentage <= cutoffs.rank),
        ).length,
      ]),
    );
    return {
      engine: 'builtin',
      output: {
        metrics: {
          epitope_prediction_table: {
            alleles: scorable,
            not_scored: notScored,
            epitope_length: length,
            predictor: predictor.source,
            cutoffs,
            binders,
          },
        },
        rows,
      },
      method: {
        name: 'MHC class I binding (IC50 and percentile rank)',
        predictor: predictor.source,
        epitope_length: length,
        known_epitopes: 'not checked: no epitope database ships with Bench',
      },
      notes: notScored.length ? [`Not scored (no model for length ${length}): ${notScored.join(', ')}`] : [],
    };
  },
};

export const engines = [predictorEngine];
