import { describe, expect, it } from 'vitest';
import { parseMegadockOutput } from '../src/megadockOutput.ts';

// Laid out as Docking::output() writes it (src/docking.cpp of akiyamalab/MEGADOCK 87c8432494e0).
const OUT = [
  '128\t1.20',
  '\t0.000000\t0.000000\t0.000000',
  'receptor.pdb\t-35.153000\t22.481500\t11.917000',
  'ligand.pdb\t-37.912498\t31.450500\t52.012001',
  '-2.094395\t0.523599\t1.570796\t3\t117\t64\t3112.55',
  '0.785398\t2.356194\t-3.141593\t59\t61\t0\t2899.40',
  '1.047198\t1.047198\t0.000000\t127\t0\t5\t2500.00',
  '',
].join('\n');

describe("MEGADOCK's output file", () => {
  it('reads the grid, the initial rotation, both centres and the decoys in order', () => {
    const out = parseMegadockOutput(OUT);
    expect(out).toMatchObject({
      fftSize: 128,
      spacing: 1.2,
      initialAngles: [0, 0, 0],
      receptor: { file: 'receptor.pdb', center: [-35.153, 22.4815, 11.917] },
      ligand: { file: 'ligand.pdb', center: [-37.912498, 31.4505, 52.012001] },
    });
    expect(out.decoys).toEqual([
      { rank: 1, angles: [-2.094395, 0.523599, 1.570796], translation: [3, 117, 64], score: 3112.55 },
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: the angle as MEGADOCK wrote it, to 6 decimals
      { rank: 2, angles: [0.785398, 2.356194, -3.141593], translation: [59, 61, 0], score: 2899.4 },
      { rank: 3, angles: [1.047198, 1.047198, 0], translation: [127, 0, 5], score: 2500 },
    ]);
  });

  it('keeps only the first decoys when asked, and file names with spaces', () => {
    const out = parseMegadockOutput(OUT.replace('receptor.pdb', 'my receptor.pdb'), 2);
    expect(out.decoys.map((d) => d.rank)).toEqual([1, 2]);
    expect(out.receptor.file).toBe('my receptor.pdb');
  });

  it('names the first line it cannot read, quoting it briefly', () => {
    const lines = OUT.split('\n');
    const with6 = (line: string) => [...lines.slice(0, 5), line, ...lines.slice(6)].join('\n');
    expect(() => parseMegadockOutput('')).toThrow("MEGADOCK's output has 0 of its 4 header lines.");
    expect(() => parseMegadockOutput(lines.slice(0, 3).join('\n'))).toThrow(
      "MEGADOCK's output has 3 of its 4 header lines.",
    );
    expect(() => parseMegadockOutput(OUT.replace('128\t1.20', '128.5\t1.20'))).toThrow(
      'line 1 is not the grid size and spacing: "128.5\\t1.20"',
    );
    expect(() => parseMegadockOutput(OUT.replace('\t0.000000\t0.000000\t0.000000', '\t0.0\tnan\t0.0'))).toThrow(
      'line 2 is not the initial rotation',
    );
    expect(() => parseMegadockOutput(OUT.replace('ligand.pdb\t-37.912498', 'ligand.pdb\tx'))).toThrow(
      'line 4 is not the ligand file and centre',
    );
    expect(() => parseMegadockOutput(with6('0.785398\t2.356194\t-3.141593\t59\t61'))).toThrow(
      'line 6 is not a decoy (three angles, three grid translations from 0 to 127, a score): "0.785398\\t2.356194\\t-3.141593\\t59\\t61"',
    );
    expect(() => parseMegadockOutput(with6('0.785398\t2.356194\t-3.141593\t59\t128\t0\t2899.40'))).toThrow(
      'line 6 is not a decoy',
    );
    expect(() => parseMegadockOutput(with6('0.785398\t2.356194\t-3.141593\t59\t6.5\t0\t2899.40'))).toThrow(
      'line 6 is not a decoy',
    );
    expect(() => parseMegadockOutput(with6(`${'x'.repeat(200)}\t1\t1\t1\t1\t1\t1`))).toThrow(/: "x{60}…"$/);
  });
});
