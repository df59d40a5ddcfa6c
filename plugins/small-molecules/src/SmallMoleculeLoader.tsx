import { useRef, useState, type DragEvent } from 'react';
import { Api, Stores, Button, Icon, Spinner, useService, type TabProps } from '@bench/sdk';
import { LIGAND_MESSAGES, type FreeLigand } from '@bench/structure';
import { importBatch, rejectionText, type BatchResult, type PrepareLigandsRequest } from './importBatch.ts';
import './smallMolecules.css';

type Status = { kind: 'idle' } | { kind: 'busy'; files: number } | ({ kind: 'done' } & BatchResult);

/** The small-molecule loader (spec 2 §2.1): SDF files in, one free ligand per molecule out. */
export default function SmallMoleculeLoader({ sessionId }: TabProps) {
  const api = useService(Api);
  const ligands = useService(Stores).of<FreeLigand>('free_ligands');
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  async function load(files: File[]) {
    if (files.length === 0) return;
    setStatus({ kind: 'busy', files: files.length });
    const result = await importBatch(files, (body: PrepareLigandsRequest) =>
      api.post<{ models: FreeLigand[] }>(`/api/sessions/${sessionId}/prepareLigands`, body),
    );
    // live events skip this client, so the panel learns of the new ligands through the store
    if (result.imported.length > 0) ligands.touch();
    setStatus({ kind: 'done', ...result });
    if (input.current) input.current.value = '';
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void load([...event.dataTransfer.files]);
  };

  return (
    <section className="bn-sm-loader" aria-label="Small Molecule Loader">
      <p className="bn-sm-loader__hint">{LIGAND_MESSAGES.hint}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for dragged files; its button is the keyboard way in */}
      <div
        className={dragging ? 'bn-sm-loader__drop bn-sm-loader__drop--over' : 'bn-sm-loader__drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Icon name="molecule" size={28} />
        <span>Drop SDF files here, or</span>
        <Button variant="primary" disabled={status.kind === 'busy'} onClick={() => input.current?.click()}>
          Choose SDF files
        </Button>
        <input
          ref={input}
          type="file"
          accept=".sdf"
          multiple
          hidden
          aria-label="SDF files"
          onChange={(e) => void load([...(e.target.files ?? [])])}
        />
      </div>
      <div className="bn-sm-loader__status" aria-live="polite">
        {status.kind === 'busy' && <Spinner label={`Importing ${status.files} file(s)…`} />}
        {status.kind === 'done' && status.imported.length > 0 && (
          <span className="bn-sm-loader__done">Imported {status.imported.length} small molecule(s).</span>
        )}
        {status.kind === 'done' && status.rejected.length > 0 && (
          <ul className="bn-sm-loader__error" role="alert" aria-label="Files not imported">
            {status.rejected.map((rejected, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per import; two files can be refused alike
              <li key={i}>{rejectionText(rejected)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
