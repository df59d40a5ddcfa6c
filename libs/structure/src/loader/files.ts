/** File checks and texts of the data loaders (spec 2 §5, spec 3 §8), shared by browser and server. */

/** The extension of a file name, lower-cased with its dot ('.pdb'), or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : '';
}

export function missingExtensionMessage(name: string): string {
  return `${name} does not have a valid file extension.`;
}

export function unsupportedExtensionsMessage(extensions: readonly string[], accepted: readonly string[]): string {
  return `Unable to import files with extensions: ${extensions.join(', ')}. Only ${accepted.join(' and ')} files can be loaded here.`;
}

/** The first problem with a batch of file names (one message per batch, like the loader shows it), or null. */
export function checkFileNames(names: readonly string[], accepted: readonly string[]): string | null {
  const missing = names.find((name) => fileExtension(name) === '');
  if (missing !== undefined) return missingExtensionMessage(missing);
  const wrong = [...new Set(names.map(fileExtension).filter((ext) => !accepted.includes(ext)))];
  return wrong.length > 0 ? unsupportedExtensionsMessage(wrong, accepted) : null;
}
