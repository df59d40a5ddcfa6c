/** A batch of SDF files imports file by file: the good ones are stored, the bad ones listed with their reasons. */
import { ApiError, boundedMessage, wrongFileKindMessage } from '@bench/sdk';
import { LIGAND_MESSAGES, type FreeLigand } from '@bench/structure';
import { ligandFilesProblem } from './ligandFiles.ts';

/** Body of POST /api/sessions/{sid}/prepareLigands (spec 3 §7). */
export interface PrepareLigandsRequest {
  fileNames: string[];
  files: string[];
}

export interface RejectedFile {
  file: string;
  reason: string;
}

export interface BatchResult {
  imported: FreeLigand[];
  rejected: RejectedFile[];
}

/** The server's 400/422 names the bad record after the spec text; anything else gets the spec text alone. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 422 || error.status === 400) && error.message
    ? boundedMessage(error.message)
    : LIGAND_MESSAGES.submitError;
}

/** A rejected file's line: its reason, led by its name unless the reason already starts with it. */
export const rejectionText = ({ file, reason }: RejectedFile) =>
  reason.startsWith(`${file} `) ? reason : `${file}: ${reason}`;

/** Sends each file on its own (prepareLigands stores a request's molecules all or none). */
export async function importBatch(
  files: readonly File[],
  prepare: (body: PrepareLigandsRequest) => Promise<{ models: FreeLigand[] }>,
): Promise<BatchResult> {
  const result: BatchResult = { imported: [], rejected: [] };
  for (const file of files) {
    const reject = (reason: string) => result.rejected.push({ file: file.name, reason });
    const problem = ligandFilesProblem([file.name]);
    if (problem) {
      reject(problem);
      continue;
    }
    try {
      const text = await file.text();
      const wrongKind = wrongFileKindMessage(file.name, text, ['sdf']);
      if (wrongKind) {
        reject(wrongKind);
        continue;
      }
      result.imported.push(...(await prepare({ fileNames: [file.name], files: [text] })).models);
    } catch (error) {
      console.error(LIGAND_MESSAGES.submitError, error);
      reject(failureMessage(error));
    }
  }
  return result;
}
