import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readExternalOutput } from '../src/engines/externalOutput.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function outputOf(output: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-external-grid-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'output.json'), JSON.stringify(output));
  return readExternalOutput(dir);
}

describe("an external engine's grid (server/ENGINES.md)", () => {
  it('carries the optional per-cell spreads over the repeats, and reads a grid without them as before', async () => {
    const spreads = { '13': { A: { spread: 0.42, repeats: 2 } } };
    expect((await outputOf({ grid: { values: { '13': { A: 1.96 } }, spreads } })).grid).toEqual({
      values: { '13': { A: 1.96 } },
      spreads,
    });
    expect((await outputOf({ grid: { values: { '13': { A: 1.96 } } } })).grid).toEqual({
      values: { '13': { A: 1.96 } },
    });
  });

  it('refuses a negative spread or a repeat count that is not a whole number ≥ 1', async () => {
    await expect(
      outputOf({ grid: { values: {}, spreads: { '1': { A: { spread: -1, repeats: 2 } } } } }),
    ).rejects.toThrow(/output.json is not valid: .*spread/);
    await expect(
      outputOf({ grid: { values: {}, spreads: { '1': { A: { spread: 1, repeats: 0.5 } } } } }),
    ).rejects.toThrow(/output.json is not valid: .*repeats/);
  });
});
