import { describe, expect, it } from 'vitest';
import { depictSmiles } from '../src/index.ts';

describe('a SMILES drawn by RDKit', () => {
  it('is an SVG of the requested size, with light atoms on a dark background when asked', async () => {
    const light = await depictSmiles('CC(=O)Oc1ccccc1C(=O)O', { width: 300, height: 200, dark: false });
    expect(light).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*width='300px'[\s\S]*height='200px'/);
    const dark = await depictSmiles('CC(=O)Oc1ccccc1C(=O)O', { width: 300, height: 200, dark: true });
    expect(dark).not.toBe(light);
    expect(dark).toContain('fill:#161921');
  });

  it('is null for a SMILES RDKit cannot read', async () => {
    expect(await depictSmiles('C1CC(', { width: 100, height: 100, dark: false })).toBeNull();
  });
});
