import { useRef, useState } from 'react';
import { Api, Button, Notify, Stores, useService, type ActionItem } from '@bench/sdk';
import { ACTION_TAB_MESSAGES } from './messages.ts';

/**
 * A queued or running job's controls: Cancel (the server refunds it), and Import results for an
 * external engine's outputs produced out of band (`output.json` and the files it names).
 */
export function ActionJobControls({ action }: { action: ActionItem }) {
  const api = useService(Api);
  const notify = useService(Notify);
  const store = useService(Stores).of<ActionItem>('actions');
  const files = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function call(failure: string, request: () => Promise<unknown>) {
    setBusy(true);
    try {
      await request();
    } catch (error) {
      console.error(failure, error);
      notify.error(error instanceof Error && error.message ? `${failure}: ${error.message}` : failure);
    } finally {
      await store.get(action._id).catch((error: unknown) => console.error(ACTION_TAB_MESSAGES.load, error));
      setBusy(false);
    }
  }

  const importFiles = (chosen: File[]) =>
    call(ACTION_TAB_MESSAGES.importResults, async () => {
      const body = {
        files: await Promise.all(
          chosen.map(async (file) => ({ name: file.webkitRelativePath || file.name, data: await file.text() })),
        ),
      };
      await api.put(`/api/actions/${action._id}/importResults`, body);
    });

  return (
    <div className="bn-toolbar">
      <Button
        small
        disabled={busy}
        onClick={() => void call(ACTION_TAB_MESSAGES.cancel, () => api.put(`/api/actions/${action._id}/cancel`))}
      >
        Cancel
      </Button>
      <Button
        small
        disabled={busy}
        title="Load output.json and the files it names, produced by an external engine"
        onClick={() => files.current?.click()}
      >
        Import results
      </Button>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        aria-label="Result files"
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          e.target.value = '';
          if (chosen.length > 0) void importFiles(chosen);
        }}
      />
    </div>
  );
}
