/**
 * What the real homology-modelling engine tests share: whether ProMod3 and BLAST+ are here (CI
 * installs them, so there a missing dependency fails the tests; elsewhere they are skipped with a
 * message saying why), the settings with the template-library cache in the OS temp directory (built
 * once, reused by later runs), and scratch directories removed after the file.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { detectHomologyModelling, hmSettings, type HmSettings } from '../src/homology/index.ts';

export async function hmTestSetup(what: string) {
  const found = await detectHomologyModelling();
  const skip = !found.ready && !process.env.CI;
  if (skip)
    console.warn(
      `SKIPPED: ${what} — ${JSON.stringify(found)}. Install python3-promod3 and ncbi-blast+ (CI runs them).`,
    );
  const settings: HmSettings = { ...hmSettings({}), dataDir: join(tmpdir(), 'bench-hm-test-cache') };
  const scratch: string[] = [];
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return { skip, settings, projectOnly: { ...settings, useLibrary: false } as HmSettings, scratch };
}
