import { useMemo, useState, type MouseEvent } from 'react';
import {
  Checkbox,
  FeatureBadge,
  Features,
  Icon,
  IconButton,
  MESSAGES,
  VirtualTable,
  type Column,
  formatDateTime,
  useConfirm,
  useNow,
  useDocumentTitle,
  useNavigate,
  useService,
  type Session,
} from '@bench/sdk';
import { CreateProjectDialog } from './CreateProjectDialog.tsx';
import { ProjectName } from './ProjectName.tsx';
import { ProjectToolbar } from './ProjectToolbar.tsx';
import {
  DEFAULT_PROJECT_SORT,
  lastUpdatedLabel,
  projectDisplayName,
  selectRange,
  sortProjects,
  toggleSort,
} from './projectRules.ts';
import { SortHeader, ariaSort } from './SortHeader.tsx';
import { useProjectActions } from './useProjectActions.ts';
import { useProjects } from './useProjects.ts';

const ACTIVE = { is_deleted: false, is_archived: false };

/** The sessions list, the console's default screen (spec 3 §2). */
export function ProjectList() {
  useDocumentTitle('Bench');
  const navigate = useNavigate();
  const canClone = useService(Features).isEnabled('project_clone');
  const { store, projects, loading, reload } = useProjects(ACTIVE, MESSAGES.projects.fetch);
  const actions = useProjectActions(store, reload);
  const [confirmDialog, confirm] = useConfirm();
  const [sort, setSort] = useState(DEFAULT_PROJECT_SORT);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ stay: boolean } | null>(null);

  const rows = useMemo(() => sortProjects(projects, sort), [projects, sort]);
  const ids = rows.map((p) => p._id);
  const chosen = ids.filter((id) => selected.has(id));

  const toggle = (id: string, checked: boolean, shiftKey: boolean) => {
    setSelected(selectRange(ids, shiftKey ? anchor : null, id, checked, selected));
    setAnchor(id);
  };
  const bulk = async (message: string, run: (ids: string[]) => Promise<unknown>) => {
    if (!(await confirm(message, { danger: true }))) return;
    await run(chosen);
    setSelected(new Set());
  };
  const create = async (name: string, stay: boolean) => {
    const keep = stay || Boolean(creating?.stay);
    setCreating(null);
    const created = await actions.create(name);
    if (created && !keep) navigate(`/sessions/${created._id}`);
  };

  // the 'Updated 5 minutes ago' labels keep ticking
  const now = useNow();
  const columns: Column<Session>[] = [
    {
      key: 'select',
      width: '40px',
      header: (
        <Checkbox
          ariaLabel="Select all projects"
          checked={ids.length > 0 && chosen.length === ids.length}
          indeterminate={chosen.length > 0 && chosen.length < ids.length}
          onChange={(checked) => setSelected(checked ? new Set(ids) : new Set())}
        />
      ),
      render: (p) => (
        <Checkbox
          ariaLabel={`Select ${projectDisplayName(p)}`}
          checked={selected.has(p._id)}
          onChange={(checked, e) => toggle(p._id, checked, e.shiftKey)}
        />
      ),
    },
    {
      key: 'name',
      sort: ariaSort(sort, 'name'),
      width: 'minmax(240px, 3fr)',
      header: <SortHeader label="Name" sortKey="name" sort={sort} onSort={(k) => setSort(toggleSort(sort, k))} />,
      render: (p) => <ProjectName project={p} onRename={(name) => void actions.rename(p._id, name)} />,
    },
    {
      key: 'created',
      sort: ariaSort(sort, 'created'),
      width: 'minmax(150px, 1fr)',
      header: <SortHeader label="Created" sortKey="created" sort={sort} onSort={(k) => setSort(toggleSort(sort, k))} />,
      render: (p) => <span title={p.created_user_name}>{formatDateTime(p.created_timestamp)}</span>,
    },
    {
      key: 'updated',
      sort: ariaSort(sort, 'updated'),
      width: 'minmax(220px, 2fr)',
      header: <SortHeader label="Updated" sortKey="updated" sort={sort} onSort={(k) => setSort(toggleSort(sort, k))} />,
      render: (p) => (
        <span className="bn-muted" title={formatDateTime(p.updated_timestamp)}>
          {lastUpdatedLabel(p, now)}
        </span>
      ),
    },
    {
      key: 'actions',
      // clone is Beta (spec 3 §6): its column says so
      width: canClone ? '96px' : '48px',
      header: canClone ? (
        <span>
          Clone <FeatureBadge feature="project_clone" />
        </span>
      ) : (
        ''
      ),
      render: (p) =>
        canClone && (
          <IconButton
            className="bn-row-action"
            label={`Clone ${projectDisplayName(p)}`}
            icon={<Icon name="copy" size={14} />}
            onClick={() => void actions.clone(p._id)}
          />
        ),
    },
  ];

  return (
    <section className="bn-screen">
      <header className="bn-screen__header">
        <h1>Projects</h1>
      </header>
      <ProjectToolbar
        selectedCount={chosen.length}
        onCreate={(e: MouseEvent) => setCreating({ stay: e.shiftKey })}
        onTrash={() => void bulk(MESSAGES.trashConfirm, actions.trash)}
        onReset={() => void bulk(MESSAGES.resetConfirm, actions.reset)}
      />
      <VirtualTable
        label="Projects"
        rows={rows}
        columns={columns}
        rowKey={(p) => p._id}
        isSelected={(p) => selected.has(p._id)}
        empty={
          <p className="bn-table-empty">{loading ? 'Loading projects…' : 'No projects yet. Create one to start.'}</p>
        }
      />
      {creating && (
        <CreateProjectDialog onCreate={(name, stay) => void create(name, stay)} onCancel={() => setCreating(null)} />
      )}
      {confirmDialog}
    </section>
  );
}
