import Papa from 'papaparse';
import { collectionExportName } from '@bench/structure';
import { downloadBlob, type Api, type PoseSummary, type ScoreColumn, type ScoreDeclarations } from '@bench/sdk';
import { rawScoreTerms } from './scores.ts';
import { rawScoreRows, scoreRows } from './model.ts';
import { rawScoresCsvName, scoresCsvName } from './scoreFileNames.ts';

export type DownloadKind = 'pdb' | 'fasta' | 'scores' | 'raw';

export interface DownloadContext {
  api: Api;
  sessionId: string;
  sessionName: string;
  collectionName: string;
  /** what the files hold: the selected poses (PDB, FASTA) or the table's rows (CSV) */
  poses: readonly PoseSummary[];
  columns: readonly ScoreColumn[];
  /** the units the collection's engine declared, for the raw CSV's headers */
  declarations: ScoreDeclarations;
}

const csv = (rows: (string | number)[][]) => new Blob([Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' });

/** Builds or fetches one download and saves it under the spec's file name (spec 2 §9). */
export async function download(kind: DownloadKind, context: DownloadContext): Promise<void> {
  const { api, sessionId, sessionName, collectionName, poses, columns, declarations } = context;
  const ids = poses.map((p) => p._id);
  switch (kind) {
    case 'pdb':
      return downloadBlob(
        await api.download('POST', `/api/sessions/${sessionId}/exportPDBs`, { ids }),
        collectionExportName(sessionName, collectionName, 'zip'),
      );
    case 'fasta':
      return downloadBlob(
        await api.download('POST', `/api/sessions/${sessionId}/export-fasta`, { ids }),
        collectionExportName(sessionName, collectionName, 'fasta'),
      );
    case 'scores':
      return downloadBlob(csv(scoreRows(poses, columns)), scoresCsvName(collectionName));
    case 'raw':
      return downloadBlob(
        csv(rawScoreRows(poses, rawScoreTerms(poses), declarations)),
        rawScoresCsvName(collectionName),
      );
  }
}
