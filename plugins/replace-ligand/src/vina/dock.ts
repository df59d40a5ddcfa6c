/**
 * Docks the prepared ligand into one source structure: receptor to PDBQT with Open Babel
 * (hydrogens for pH 7.4, rigid: `-xr -p 7.4`), then `vina` over the site's box. Answers the
 * modes Vina found, best first, with the heavy atoms back in the SDF's order.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writePose } from '@bench/engine-sim';
import type { PreparedLigand } from './ligand.ts';
import { readVinaModes, type DockedAtom, type VinaMode } from './output.ts';
import type { DockingSite } from './site.ts';
import { vinaSearchProgress } from './searchProgress.ts';
import { obabelCommand, runTool, vinaCommand } from './tools.ts';

export const RECEPTOR_PH = 7.4;

export interface VinaSettings {
  exhaustiveness: number;
  num_modes: number;
  seed: number;
}

/** Vina's arguments for this site (`--cpu 1`: a job takes one core; parallelism is across jobs). */
export function vinaArguments(
  receptor: string,
  ligand: string,
  out: string,
  site: Pick<DockingSite, 'box'>,
  settings: VinaSettings,
): string[] {
  const [cx, cy, cz] = site.box.center;
  const [sx, sy, sz] = site.box.size;
  return [
    '--receptor',
    receptor,
    '--ligand',
    ligand,
    '--out',
    out,
    '--center_x',
    String(cx),
    '--center_y',
    String(cy),
    '--center_z',
    String(cz),
    '--size_x',
    String(sx),
    '--size_y',
    String(sy),
    '--size_z',
    String(sz),
    '--exhaustiveness',
    String(settings.exhaustiveness),
    '--num_modes',
    String(settings.num_modes),
    '--seed',
    String(settings.seed),
    '--cpu',
    '1',
    '--verbosity',
    '1',
  ];
}

export interface DockedMode extends VinaMode {
  /** the heavy atoms, heavy[i] matching the SDF's heavy atom i */
  heavy: DockedAtom[];
}

/** Where a docking run is: the receptor being prepared (0), then Vina's search, 0–1 of it done. */
export type DockingProgress = (stage: 'receptor' | 'search', fraction: number) => void;

export async function dock(
  site: DockingSite,
  ligand: PreparedLigand,
  dir: string,
  settings: VinaSettings,
  signal?: AbortSignal,
  progress: DockingProgress = () => {},
): Promise<DockedMode[]> {
  const receptorPdb = join(dir, 'receptor.pdb');
  const receptor = join(dir, 'receptor.pdbqt');
  const out = join(dir, 'docked.pdbqt');
  await writeFile(receptorPdb, writePose(site.receptor));
  progress('receptor', 0);
  await runTool(obabelCommand(), [receptorPdb, '-O', receptor, '-xr', '-p', String(RECEPTOR_PH)], { signal });
  progress('search', 0);
  const onData = vinaSearchProgress((fraction) => progress('search', fraction));
  await runTool(vinaCommand(), vinaArguments(receptor, ligand.pdbqt, out, site, settings), {
    signal,
    cwd: dir,
    onData,
  });
  const modes = readVinaModes(await readFile(out, 'utf8'));
  if (modes.length === 0) throw new Error('Vina found no pose for the new ligand in this site.');
  return modes.map((mode) => {
    const bySerial = new Map(mode.atoms.map((a) => [a.serial, a]));
    const heavy = ligand.heavy.map((_, i) => {
      const atom = bySerial.get(i + 1);
      if (!atom) throw new Error(`Vina's pose lacks heavy atom ${i + 1} of the new ligand.`);
      return atom;
    });
    return { ...mode, heavy };
  });
}
