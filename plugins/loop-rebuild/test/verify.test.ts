import { describe, expect, it } from 'vitest';
import { readPose } from '@bench/engine-sim';
import { readFixture } from '@bench/fixtures';
import { isBroken, loopGeometry, MAX_CA_STEP, MAX_PEPTIDE_BOND, verifyLoop } from '../src/verify.ts';
import { movedOut } from './helpers/geometry.ts';

const crambin = readFixture('pdb', '1crn.pdb');
const loop = { first: 10, last: 15, positions: new Set([10, 11, 12, 13, 14, 15]) };

describe('loop_broken verification', () => {
  it('passes the crystal loop: Cα–Cα near 3.8 Å and C–N near 1.33 Å', () => {
    const geometry = loopGeometry(readPose(crambin), 10, 15);
    expect(geometry.maxCaStep).toBeGreaterThan(3.7);
    expect(geometry.maxCaStep).toBeLessThan(MAX_CA_STEP);
    expect(geometry.maxPeptideBond).toBeGreaterThan(1.28);
    expect(geometry.maxPeptideBond).toBeLessThan(MAX_PEPTIDE_BOND);
    expect(verifyLoop(loop, [crambin])).toEqual({ verified: true, message: null });
  });

  it('fires when a loop residue is moved by 3 Å', () => {
    const broken = movedOut(crambin, 12, 3);
    expect(loopGeometry(readPose(broken), 10, 15).maxCaStep).toBeGreaterThan(MAX_CA_STEP);
    expect(verifyLoop(loop, [crambin, broken])).toEqual({ verified: false, message: 'loop_broken' });
  });

  it('fires on a stretched peptide bond alone (Cα–Cα still under 4 Å)', () => {
    expect(isBroken({ maxCaStep: 3.8, maxPeptideBond: 1.6, incomplete: false })).toBe(true);
    expect(isBroken({ maxCaStep: 3.8, maxPeptideBond: 1.34, incomplete: false })).toBe(false);
  });

  it('fires when the flanking residue next to the loop lost its backbone', () => {
    const noCarbonyl = crambin
      .split('\n')
      .filter((l) => !(l.startsWith('ATOM') && Number(l.slice(22, 26)) === 9 && l.slice(12, 16) === ' C  '))
      .join('\n');
    expect(loopGeometry(readPose(noCarbonyl), 10, 15).incomplete).toBe(true);
  });
});
