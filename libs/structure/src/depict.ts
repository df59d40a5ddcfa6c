import type { Api } from '@bench/sdk';

export interface DepictOptions {
  width: number;
  height: number;
  /** light atoms on a dark background (the structure loader's ligand preview) */
  dark?: boolean;
}

/** A 2D depiction (SVG text) of a SMILES string, drawn by the server's RDKit, or null when RDKit cannot read it. */
export async function depictSmiles(
  api: Pick<Api, 'post'>,
  smiles: string,
  { width, height, dark = false }: DepictOptions,
): Promise<string | null> {
  const reply = await api.post<{ svg: string | null }>('/api/depictions', { smiles, width, height, dark });
  return reply.svg;
}
