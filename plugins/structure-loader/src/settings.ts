/** The structure loader's settings (served under 'structure-loader'; README.md's configuration table). */
import { RESIDUE_TYPES, type ResidueType } from '@bench/structure';
import type { AnySettingContribution } from '@bench/sdk/model';

export interface StructureLoaderSettings {
  pdbUrl: string;
  allowedResidueTypes: ResidueType[];
}

function residueTypes(raw: string): ResidueType[] {
  if (raw === 'all') return [...RESIDUE_TYPES];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(RESIDUE_TYPES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown residue type ${unknown.join(', ')} (known: ${RESIDUE_TYPES.join(', ')})`);
  if (names.length === 0) throw new Error('names no residue type');
  return names as ResidueType[];
}

export const settings: AnySettingContribution[] = [
  {
    id: 'pdbUrl',
    env: 'BENCH_PDB_URL',
    default: 'https://files.rcsb.org/download/{code}.cif',
    defaultLabel: 'RCSB download URL',
    parse: (raw: string) => raw,
    description:
      'where 4-character structure codes are fetched: a URL template with `{code}`, or a local mirror directory (`<dir>/<CODE>.pdb` or `.cif`) for offline sites',
    // a local directory is the server's business
    public: false,
  },
  {
    id: 'allowedResidueTypes',
    env: 'BENCH_ALLOWED_RESIDUE_TYPES',
    default: 'all',
    parse: residueTypes,
    description:
      'residue types the structure loader offers for editing (the whitelist of spec 2 §3): `all`, or a comma list',
  },
];
