import { useMemo } from 'react';
import {
  Button,
  MESSAGES,
  VirtualTable,
  type Column,
  formatDateTime,
  useConfirm,
  useDocumentTitle,
  type Session,
} from '@bench/sdk';
import { DEFAULT_PROJECT_SORT, projectDisplayName, sortProjects } from './projectRules.ts';
import { useProjectActions } from './useProjectActions.ts';
import { useProjects } from './useProjects.ts';

const DELETED = { is_deleted: true };
const FOREVER = 'This deletes the project and everything in it for good. It cannot be undone.';

/** Trash: projects deleted to trash, with restore, delete immediately and empty trash (spec 3 §2). */
export function DeletedProjects() {
  useDocumentTitle('Trash');
  const { store, projects, loading, reload } = useProjects(DELETED, MESSAGES.projects.fetch);
  const actions = useProjectActions(store, reload);
  const [confirmDialog, confirm] = useConfirm();
  const rows = useMemo(() => sortProjects(projects, DEFAULT_PROJECT_SORT), [projects]);

  const deleteForever = async (ids: string[], message: string) => {
    if (await confirm(message, { danger: true, confirmLabel: 'Delete for good' })) await actions.deleteForever(ids);
  };

  const columns: Column<Session>[] = [
    {
      key: 'name',
      width: 'minmax(240px, 3fr)',
      header: 'Name',
      render: (p) => <span className="bn-ellipsis">{projectDisplayName(p)}</span>,
    },
    {
      key: 'deleted',
      width: 'minmax(180px, 1fr)',
      header: 'Deleted',
      render: (p) => formatDateTime(p.deleted_timestamp ?? p.updated_timestamp),
    },
    {
      key: 'actions',
      width: '240px',
      header: '',
      render: (p) => (
        <span className="bn-row-buttons">
          <Button small onClick={() => void actions.restore([p._id])}>
            Restore
          </Button>
          <Button small variant="danger" onClick={() => void deleteForever([p._id], FOREVER)}>
            Delete immediately
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="bn-screen">
      <header className="bn-screen__header">
        <h1>Trash</h1>
      </header>
      <div className="bn-toolbar">
        <span className="bn-muted">Deleted projects stay here until you delete them for good.</span>
        <span className="bn-toolbar__spacer" />
        <Button
          variant="danger"
          disabled={projects.length === 0}
          onClick={() =>
            void deleteForever(
              projects.map((p) => p._id),
              `Empty the trash? ${projects.length} project(s) will be deleted for good. This cannot be undone.`,
            )
          }
        >
          Empty trash
        </Button>
      </div>
      <VirtualTable
        label="Deleted projects"
        rows={rows}
        columns={columns}
        rowKey={(p) => p._id}
        empty={<p className="bn-table-empty">{loading ? 'Loading…' : 'The trash is empty.'}</p>}
      />
      {confirmDialog}
    </section>
  );
}
