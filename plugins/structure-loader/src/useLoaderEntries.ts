import { useCallback, useState } from 'react';
import { Api, useService, wrongFileKindMessage, type FileKind } from '@bench/sdk';
import { fileProblem, loadErrorLines, parseCodes, type LoaderEntry } from './entries.ts';
import { initialState, reduce, type EditorAction } from './model.ts';
import { DATA_LOADER_MESSAGES, type AnalyzePdbsReply, type StructureInputType } from './wire.ts';

const STRUCTURE_FILE_KINDS: FileKind[] = ['pdb', 'mmcif'];

let nextId = 1;
const newId = () => `entry-${nextId++}`;
const failed = (label: string, errors: string[], inputType: StructureInputType): LoaderEntry => ({
  id: newId(),
  label,
  inputType,
  status: 'error',
  errors,
});

/** The structures being added in one loader tab, each analysed by POST …/analyzePdbs. */
export function useLoaderEntries(sessionId: string) {
  const api = useService(Api);
  const [entries, setEntries] = useState<LoaderEntry[]>([]);

  const patch = useCallback((id: string, change: Partial<LoaderEntry>) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));
  }, []);
  const analyze = useCallback(
    async (entry: LoaderEntry, body: Record<string, string[]>, pdbFileData?: string) => {
      try {
        const reply = await api.post<AnalyzePdbsReply>(`/api/sessions/${sessionId}/analyzePdbs`, {
          labels: ['output'],
          ...body,
        });
        const result = reply.output.output!;
        patch(entry.id, {
          status: 'ready',
          result,
          pdbFileData: pdbFileData ?? result.pdbFileData,
          editor: initialState(result.analysis),
        });
      } catch (error) {
        patch(entry.id, { status: 'error', errors: loadErrorLines(error, entry.inputType, entry.label) });
      }
    },
    [api, sessionId, patch],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const problem = fileProblem(files.map((f) => f.name));
      if (problem) {
        setEntries((list) => [...list, failed(files.map((f) => f.name).join(', '), [problem], 'pdbFile')]);
        return;
      }
      const added = files.map((file) => ({
        file,
        entry: { id: newId(), label: file.name, inputType: 'pdbFile', status: 'loading', errors: [] } as LoaderEntry,
      }));
      setEntries((list) => [...list, ...added.map((a) => a.entry)]);
      await Promise.all(
        added.map(async ({ file, entry }) => {
          let text: string;
          try {
            text = await file.text();
          } catch {
            patch(entry.id, { status: 'error', errors: [DATA_LOADER_MESSAGES.importFailed] });
            return;
          }
          const wrongKind = wrongFileKindMessage(file.name, text, STRUCTURE_FILE_KINDS);
          if (wrongKind) return patch(entry.id, { status: 'error', errors: [wrongKind] });
          await analyze(entry, { data: [text], fileNames: [file.name] }, text);
        }),
      );
    },
    [analyze, patch],
  );

  const addCodes = useCallback(
    async (text: string) => {
      const { codes, invalid } = parseCodes(text);
      const added = codes.map(
        (code): LoaderEntry => ({ id: newId(), label: code, inputType: 'pdbCode', status: 'loading', errors: [] }),
      );
      setEntries((list) => [
        ...list,
        ...invalid.map((message) => failed(message.split(' ')[0]!, [message], 'pdbCode')),
        ...added,
      ]);
      await Promise.all(added.map((entry) => analyze(entry, { pdbCode: [entry.label] })));
    },
    [analyze],
  );

  const remove = useCallback((id: string) => setEntries((list) => list.filter((e) => e.id !== id)), []);

  /** An edit of one structure's residues or name; each structure keeps its own edits. */
  const edit = useCallback((id: string, action: EditorAction) => {
    setEntries((list) => list.map((e) => (e.id === id && e.editor ? { ...e, editor: reduce(e.editor, action) } : e)));
  }, []);

  return { entries, addFiles, addCodes, remove, edit, patch };
}
