/** File names of a collection's score downloads (spec 2 §9); the PDB zip and FASTA names are @bench/structure's `collectionExportName`. */

export function scoresCsvName(collectionName: string): string {
  return `${collectionName}_scores.csv`;
}

export function rawScoresCsvName(collectionName: string): string {
  return `${collectionName}_raw_scores.csv`;
}
