import { useRef, useState, type DragEvent } from 'react';
import { Api, ApiError, Stores, Button, Icon, Spinner, boundedMessage, useService, wrongFileKindMessage, type TabProps } from '@bench/sdk';
import { LIGAND_MESSAGES, ligandFilesProblem, type FreeLigand, type PrepareLigandsRequest } from '@bench/structure';
import './smallMolecules.css';

type Status = { kind: 'idle' } | { kind: 'busy'; files: number } | { kind: 'done'; count: number } | { kind: 'error'; message: string };

/** The server's 422 names the bad record after the spec text; anything else gets the spec text alone. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 422 || error.status === 400) && error.message ? boundedMessage(error.message) : LIGAND_MESSAGES.submitError;
}

/** The small-molecule loader (spec 2 §2.1): SDF files in, one free ligand per molecule out. */
export default function SmallMoleculeLoader({ sessionId }: TabProps) {
  const api = useService(Api);
  const ligands = useService(Stores).of<FreeLigand>('free_ligands');
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  async function load(files: File[]) {
    if (files.length === 0) return;
    const problem = ligandFilesProblem(files.map((f) => f.name));
    if (problem) return setStatus({ kind: 'error', message: problem });
    setStatus({ kind: 'busy', files: files.length });
    try {
      const texts = await Promise.all(files.map((f) => f.text()));
      const wrongKind = files.map((f, i) => wrongFileKindMessage(f.name, texts[i]!, ['sdf'])).find((message) => message !== null);
      if (wrongKind) return setStatus({ kind: 'error', message: wrongKind });
      const body: PrepareLigandsRequest = { fileNames: files.map((f) => f.name), files: texts };
      const reply = await api.post<{ models: FreeLigand[] }>(`/api/sessions/${sessionId}/prepareLigands`, body);
      // live events skip this client, so the panel learns of the new ligands through the store
      ligands.touch();
      setStatus({ kind: 'done', count: reply.models.length });
    } catch (error) {
      console.error(LIGAND_MESSAGES.submitError, error);
      setStatus({ kind: 'error', message: failureMessage(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void load([...event.dataTransfer.files]);
  };

  return (
    <section className="bn-sm-loader" aria-label="Small Molecule Loader">
      <p className="bn-sm-loader__hint">{LIGAND_MESSAGES.hint}</p>
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
        {status.kind === 'done' && <span className="bn-sm-loader__done">Imported {status.count} small molecule(s).</span>}
        {status.kind === 'error' && (
          <span className="bn-sm-loader__error" role="alert">
            {status.message}
          </span>
        )}
      </div>
    </section>
  );
}
