/**
 * The one way a plugin gets 3Dmol: loaded on first use (it is ~160 kB gzip and only 3D views need
 * it), with the WebGL check that decides between a 3D view and the spec's no-WebGL message.
 */
export type Mol3D = typeof import('3dmol');

export async function load3Dmol(): Promise<Mol3D> {
  const module = (await import('3dmol')) as Mol3D & { default?: Mol3D };
  return typeof module.createViewer === 'function' ? module : module.default!;
}

export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
