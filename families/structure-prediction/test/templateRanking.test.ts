/**
 * Template ranking (python/homology/ranking.py) on the case a new user met: human lysozyme's
 * sequence, human lysozyme itself in the library (100 % identity, full length) and hen lysozyme
 * selected in the project (61 %). The ranking is pure Python; it runs without ProMod3.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runPythonWorker } from '@bench/openmm';
import { hmSettings } from '../src/homology/index.ts';

interface Hit {
  tag: string;
  source: 'project' | 'library' | 'site';
  identity: number;
  coverage: number;
  evalue?: number;
  resolution?: number | null;
}
interface Ranked {
  tags: string[];
  scores: number[];
  note: string;
}

const script = fileURLToPath(new URL('./rank_templates.py', import.meta.url));
const rank = (hits: Hit[], prefer_selected = true) =>
  runPythonWorker<Ranked>(
    { script, label: 'template ranking', python: hmSettings().python },
    { hits, prefer_selected },
    { timeoutMs: 30_000 },
  );

const humanLysozyme: Hit = { tag: '2NWD.A', source: 'library', identity: 100, coverage: 1, evalue: 1e-95 };
const henLysozyme: Hit = {
  tag: '1aki.A',
  source: 'project',
  identity: 61,
  coverage: 0.985,
  evalue: 1e-54,
  resolution: 1.5,
};

describe('template ranking', () => {
  it('a 100 % full-length template beats a selected 61 % one, and the note says why', async () => {
    const ranked = await rank([henLysozyme, humanLysozyme]);
    expect(ranked.tags).toEqual(['2NWD.A', '1aki.A']);
    expect(ranked.scores).toEqual([1, 0.6008]);
    expect(ranked.note).toBe(
      'Template 2NWD.A was chosen over the selected 1aki.A: its score 1.00 beats 0.60 by more than 0.05 (score = identity × coverage, less a penalty for resolution worse than 2.5 Å).',
    );
  });

  it('a selected template within 0.05 of the best score wins', async () => {
    const selected: Hit = { tag: 'my_lysozyme.A', source: 'project', identity: 97, coverage: 0.99 };
    const ranked = await rank([humanLysozyme, selected]);
    expect(ranked.tags).toEqual(['my_lysozyme.A', '2NWD.A']);
    expect(ranked.note).toBe(
      'Template my_lysozyme.A (selected) was chosen: score 0.96, within 0.05 of the best template found.',
    );
    expect((await rank([humanLysozyme, selected], false)).tags).toEqual(['2NWD.A', 'my_lysozyme.A']);
  });

  it('ranks by identity × coverage, less 0.02 per Å of resolution beyond 2.5 Å; equal scores by E-value', async () => {
    const ranked = await rank([
      { tag: 'short.A', source: 'library', identity: 100, coverage: 0.5 },
      { tag: 'poor.A', source: 'site', identity: 80, coverage: 1, resolution: 4.5 },
      { tag: 'weak.A', source: 'library', identity: 70, coverage: 1, evalue: 1e-20 },
      { tag: 'strong.A', source: 'library', identity: 70, coverage: 1, evalue: 1e-40 },
    ]);
    expect(ranked.tags).toEqual(['poor.A', 'strong.A', 'weak.A', 'short.A']);
    expect(ranked.scores).toEqual([0.76, 0.7, 0.7, 0.5]);
  });
});
