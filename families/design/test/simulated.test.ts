import { describe, expect, it } from 'vitest';
import { mulberry32, readPose } from '@bench/engine-sim';
import { readFixture } from '@bench/fixtures';
import { applyToSequence, sampleMutations } from '../src/engine/sequence.ts';

const pose = readPose(readFixture('pdb', '1crn.pdb'));
const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';

describe('the simulated design step', () => {
  it('samples only enabled letters; fixed positions unchanged', () => {
    const mutations = {
      2: { mutations: 'AV', prevent_repacking: false },
      5: { mutations: '', prevent_repacking: true },
      7: { mutations: 'W', prevent_repacking: false },
    };
    for (let seed = 0; seed < 50; seed++) {
      const chosen = sampleMutations(pose, mutations, mulberry32(seed));
      expect([...chosen.keys()]).toEqual([2, 7]);
      expect(['A', 'V']).toContain(chosen.get(2));
      expect(chosen.get(7)).toBe('W');
      const seq = applyToSequence(pose.sequence, chosen);
      [...seq].forEach((l, i) => (i === 1 || i === 6 ? undefined : expect(l).toBe(CRAMBIN[i])));
    }
  });
});
