import { describe, expect, it } from 'vitest';
import { POSE_SCORE_COLUMNS, scoreColumnsFor } from '@bench/action-kit';
import { exactScore, formatScore, rawScoreTerms } from '../src/scores.ts';
import { collectionExportName } from '@bench/structure';
import type { PoseSummary } from '@bench/sdk/model';
import {
  applyFilter,
  clampSplit,
  defaultSplit,
  effectiveFilter,
  filterAvailable,
  listHeight,
  nextFilter,
  nextSort,
  offeredViewers,
  rawScoreRows,
  replaceSet,
  scoreRows,
  sortPoses,
  toggleRange,
  visibilityChanges,
  withFlag,
} from '../src/model.ts';
import { rawScoresCsvName, scoresCsvName } from '../src/scoreFileNames.ts';

const pose = (i: number, extra: Partial<PoseSummary> = {}): PoseSummary => ({
  _id: `p${i}`,
  name: `pose ${i}`,
  index: i,
  pose_collection_id: 'c',
  ...extra,
});
const rows = Array.from({ length: 10 }, (_, i) => pose(i));

describe('mail-client range selection', () => {
  it('a plain click toggles only the clicked row', () => {
    expect(toggleRange(rows, 'is_selected', 'p3', 'p0', false)).toEqual({ ids: ['p3'], value: true });
  });
  it('shift-click takes every row from the last checked row, both ends included, to the opposite of the clicked row', () => {
    expect(toggleRange(rows, 'is_selected', 'p5', 'p2', true)).toEqual({ ids: ['p2', 'p3', 'p4', 'p5'], value: true });
    expect(toggleRange(rows, 'is_selected', 'p1', 'p4', true).ids).toEqual(['p1', 'p2', 'p3', 'p4']);
    const mixed = withFlag(rows, 'is_selected', ['p2', 'p6'], true);
    expect(toggleRange(mixed, 'is_selected', 'p6', 'p0', true)).toEqual({
      ids: ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
      value: false,
    });
  });
  it('without an anchor in the rows shown, shift-click toggles one row', () => {
    expect(toggleRange(rows, 'is_visible', 'p5', 'gone', true)).toEqual({ ids: ['p5'], value: true });
    expect(toggleRange(rows, 'is_visible', 'p5', null, true).ids).toEqual(['p5']);
  });
});

describe('filters', () => {
  const some = withFlag(withFlag(rows, 'is_selected', ['p1', 'p2'], true), 'is_visible', ['p2'], true);
  it('offers Selected only and Loaded in viewer only only when a pose is selected or visible', () => {
    expect(filterAvailable('selected', rows)).toBe(false);
    expect(filterAvailable('visible', rows)).toBe(false);
    expect(filterAvailable('selected', some)).toBe(true);
    expect(effectiveFilter('visible', rows)).toBe('all');
  });
  it('choosing the same filter again returns to All', () => {
    expect(nextFilter('all', 'selected')).toBe('selected');
    expect(nextFilter('selected', 'selected')).toBe('all');
    expect(nextFilter('selected', 'visible')).toBe('visible');
  });
  it('keeps the matching poses', () => {
    expect(applyFilter(some, 'selected').map((p) => p._id)).toEqual(['p1', 'p2']);
    expect(applyFilter(some, 'visible').map((p) => p._id)).toEqual(['p2']);
  });
});

describe('sorting', () => {
  const scored = [
    pose(0, { name: 'b10', index: 2, score: -3 }),
    pose(1, { name: 'b9', index: 0, score: null }),
    pose(2, { name: 'a', index: 1, score: 5 }),
  ];
  it('ascending on the first click, descending on the second, missing scores last', () => {
    const asc = nextSort(null, 'score');
    expect(asc).toEqual({ key: 'score', direction: 1 });
    expect(sortPoses(scored, asc, POSE_SCORE_COLUMNS, false).map((p) => p.score)).toEqual([-3, 5, null]);
    const desc = nextSort(asc, 'score');
    expect(desc.direction).toBe(-1);
    expect(sortPoses(scored, desc, POSE_SCORE_COLUMNS, false).map((p) => p.score)).toEqual([5, -3, null]);
  });
  it('sorts names naturally, or by index in indexed collections', () => {
    expect(sortPoses(scored, { key: 'name', direction: 1 }, [], false).map((p) => p.name)).toEqual(['a', 'b9', 'b10']);
    expect(sortPoses(scored, { key: 'name', direction: 1 }, [], true).map((p) => p.index)).toEqual([0, 1, 2]);
  });
});

describe('viewer actions', () => {
  const state = withFlag(
    withFlag(rows.slice(0, 4), 'is_selected', ['p0', 'p1'], true),
    'is_visible',
    ['p1', 'p3'],
    true,
  );
  it('add, remove and replace the viewer contents with the selection', () => {
    expect(visibilityChanges(state, 'add')).toEqual({ show: ['p0', 'p1'], hide: [] });
    expect(visibilityChanges(state, 'remove')).toEqual({ show: [], hide: ['p0', 'p1'] });
    expect(visibilityChanges(state, 'replace')).toEqual({ show: ['p0', 'p1'], hide: ['p3'] });
  });
  it('a graph selection replaces the selection', () => {
    expect(replaceSet(state, 'is_selected', ['p1', 'p2'])).toEqual({ on: ['p2'], off: ['p0'] });
  });
  it('viewers of poses or of scores are offered; score viewers not for raw collections', () => {
    const viewers = [{ shows: ['poses'] }, { shows: ['scores'] }, { shows: ['sequences'] }];
    expect(offeredViewers(viewers, { is_raw: false })).toEqual([{ shows: ['poses'] }, { shows: ['scores'] }]);
    expect(offeredViewers(viewers, { is_raw: true })).toEqual([{ shows: ['poses'] }]);
  });
});

describe('layout', () => {
  it('list height is the container minus 85 px; both blocks stay at least 64 px', () => {
    expect(listHeight(500)).toBe(415);
    expect(clampSplit(10, 600)).toBe(64);
    expect(clampSplit(590, 600)).toBe(536);
    expect(clampSplit(300, 600)).toBe(300);
  });
  it('until the divider is dragged, the table block fits its rows (room for three at least), up to its share', () => {
    expect(defaultSplit(1, 800, 0.55)).toBe(85 + 3 * 32 + 16);
    expect(defaultSplit(6, 800, 0.55)).toBe(85 + 6 * 32 + 16);
    expect(defaultSplit(500, 800, 0.55)).toBeCloseTo(440);
  });
});

describe('scores and file names', () => {
  it('shows scores to 2 significant digits', () => {
    expect(formatScore(1234.5)).toBe('1200');
    expect(formatScore(-0.012345)).toBe('-0.012');
    expect(formatScore(0.5)).toBe('0.5');
    expect(formatScore(-287.4)).toBe('-290');
    expect(formatScore(null)).toBe('');
    expect(formatScore(Number.NaN)).toBe('');
  });
  it('derives the energy sums and the AI folding columns', () => {
    const p = pose(1, {
      score: -10,
      rms: 1.234,
      score_terms: {
        fa_atr: -5,
        fa_rep: 1.5,
        hbond_sr_bb: -1,
        hbond_lr_bb: -2,
        plddt: 88.8,
        max_ipsae: { 'A-B': 0.71 },
      },
    });
    const values = Object.fromEntries(POSE_SCORE_COLUMNS.map((c) => [c.label, c.value(p)]));
    expect(values).toEqual({
      Score: -10,
      RMSD: 1.234,
      'Lennard-Jones': -3.5,
      'Backbone Torsion': null,
      'Sidechain Torsion': null,
      Solvation: null,
      'Hydrogen Bond': -3,
    });
    const ai = scoreColumnsFor({ type: 'ai-folding-multimer' }, [p]);
    expect(ai.map((c) => `${c.label}=${c.value(p)}`)).toEqual(['pLDDT=88.8', 'RMSD=1.234', 'Max ipSAE A-B=0.71']);
    expect(scoreRows([p], ai)).toEqual([
      ['Name', 'Index', 'pLDDT', 'RMSD', 'Max ipSAE A-B'],
      ['pose 1', 1, 88.8, 1.234, 0.71],
    ]);
  });
});

describe('numbers a scientist can use (issue 26 item 1)', () => {
  // three rebuilt loops 8 kcal/mol apart all read −4400 at 2 significant digits
  const loops = [-4410.25, -4402.5, -4394.75].map((score, i) =>
    pose(i + 1, { score, rms: 0.512 + i, score_terms: { mm_lennard_jones: -5308.7612, mm_bond: 12.5 } }),
  );
  const openmm = {
    score: { unit: 'kcal/mol' },
    rms: { unit: 'Å' },
    mm_lennard_jones: { unit: 'kcal/mol' },
    mm_bond: { unit: 'kcal/mol' },
  };
  const columns = scoreColumnsFor({ type: null, score_declarations: openmm }, loops);

  it('shows 2 significant digits but keeps the exact value, with its unit, for the tooltip', () => {
    expect(loops.map((p) => formatScore(p.score))).toEqual(['-4400', '-4400', '-4400']);
    expect(exactScore(-5308.7612, 'kcal/mol')).toBe('-5308.7612 kcal/mol');
    expect(exactScore(0.71)).toBe('0.71');
    expect(exactScore(null, 'Å')).toBe('');
  });
  it('sorts by the exact value, not the rounded one', () => {
    const shuffled = [loops[1]!, loops[2]!, loops[0]!];
    expect(sortPoses(shuffled, { key: 'score', direction: 1 }, columns, true).map((p) => p.score)).toEqual([
      -4410.25, -4402.5, -4394.75,
    ]);
    expect(sortPoses(shuffled, { key: 'score', direction: -1 }, columns, true).map((p) => p.score)).toEqual([
      -4394.75, -4402.5, -4410.25,
    ]);
  });
  it('gives each column the unit its engine declared; a derived sum the unit its terms share', () => {
    expect(columns.map((c) => [c.label, c.unit])).toEqual([
      ['Score', 'kcal/mol'],
      ['RMSD', 'Å'],
      ['Lennard-Jones', 'kcal/mol'],
    ]);
    const mixed = scoreColumnsFor(
      { score_declarations: { fa_atr: { unit: 'REU' }, mm_lennard_jones: { unit: 'kcal/mol' } } },
      loops,
    );
    expect(mixed.find((c) => c.key === 'lennard_jones')!.unit).toBeUndefined();
    const simulated = scoreColumnsFor({ engine: 'simulated', score_declarations: { score: { unit: 'REU' } } }, loops);
    expect(simulated[0]).toMatchObject({ label: 'Score (simulated)', unit: 'REU' });
  });
  it("names a column by the engine's own label: Replace Ligand's rms is a ligand centroid distance", () => {
    const docked = scoreColumnsFor(
      { score_declarations: { rms: { unit: 'Å', label: 'Ligand centroid distance' } } },
      loops,
    );
    expect(docked[1]).toMatchObject({ key: 'rms', label: 'Ligand centroid distance', unit: 'Å' });
  });
  it('shows the columns the engine declared, not empty energy sums: a docking collection', () => {
    const poses = [
      pose(1, {
        score: -512.3,
        rms: null,
        score_terms: { dfire_score: 512.3, atom_contacts: 181, min_distance: 2.914 },
      }),
    ];
    const docking = scoreColumnsFor(
      {
        score_declarations: {
          score: { unit: '', description: "minus LightDock's DFIRE score; lower is better" },
          dfire_score: { unit: '' },
          min_distance: { unit: 'Å', label: 'Closest approach', column: 2 },
          atom_contacts: { unit: '', label: 'Atom contacts', column: 1 },
        },
      },
      poses,
    );
    expect(docking.map((c) => [c.label, c.unit, c.value(poses[0]!)])).toEqual([
      ['Score', undefined, -512.3],
      ['Atom contacts', undefined, 181],
      ['Closest approach', 'Å', 2.914],
    ]);
    expect(docking[0]!.description).toBe("minus LightDock's DFIRE score; lower is better");
    expect(scoreRows(poses, docking)[0]).toEqual(['Name', 'Index', 'Score', 'Atom contacts', 'Closest approach (Å)']);
  });
  it('keeps the seven columns of the spec for a collection without declarations', () => {
    expect(scoreColumnsFor({ type: null }, loops).map((c) => c.label)).toEqual([
      'Score',
      'RMSD',
      'Lennard-Jones',
      'Backbone Torsion',
      'Sidechain Torsion',
      'Solvation',
      'Hydrogen Bond',
    ]);
  });
  it('writes the scores CSV in full precision with units in the headers', () => {
    const [header, first] = scoreRows(loops, columns);
    expect(header).toEqual(['Name', 'Index', 'Score (kcal/mol)', 'RMSD (Å)', 'Lennard-Jones (kcal/mol)']);
    expect(first).toEqual(['pose 1', 1, -4410.25, 0.512, -5308.7612]);
  });
  it('leaves out raw CSV columns that are empty on every row, and heads the rest with their units', () => {
    const [header, first] = rawScoreRows(loops, rawScoreTerms(loops), openmm);
    expect(header).toEqual([
      'name',
      'index',
      'score (kcal/mol)',
      'rms (Å)',
      'mm_bond (kcal/mol)',
      'mm_lennard_jones (kcal/mol)',
    ]);
    expect(first).toEqual(['pose 1', 1, -4410.25, 0.512, 12.5, -5308.7612]);
    const unscored = [pose(1, { score: null, rms: null, score_terms: { engine: 'vina', vina_affinity: -9.06 } })];
    expect(rawScoreRows(unscored, rawScoreTerms(unscored))[0]).toEqual(['name', 'index', 'vina_affinity']);
  });
  it('names downloads after the session and collection', () => {
    expect(collectionExportName('Kinase round 1', 'Designs', 'zip')).toBe('Kinase round 1_Designs.zip');
    expect(collectionExportName('Kinase round 1', 'Designs', 'fasta')).toBe('Kinase round 1_Designs.fasta');
    expect(scoresCsvName('Designs')).toBe('Designs_scores.csv');
    expect(rawScoresCsvName('Designs')).toBe('Designs_raw_scores.csv');
  });
});
