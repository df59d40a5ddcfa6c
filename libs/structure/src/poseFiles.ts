/** File names of pose downloads (spec 2 §9, spec 3 §9), shared by server and browser; FASTA text is `formatFasta`. */

/** '{session}_{collection}' + extension: the PDB zip and the FASTA of a collection. */
export function collectionExportName(sessionName: string, collectionName: string, extension: 'zip' | 'fasta'): string {
  return `${sessionName}_${collectionName}.${extension}`;
}
