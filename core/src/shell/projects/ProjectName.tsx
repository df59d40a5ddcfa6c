import { useState } from 'react';
import { Icon, IconButton, InlineText, Link, stripInvalidNameChars } from '@bench/sdk';
import { projectDisplayName, type ProjectRow } from './projectRules.ts';
import { useNameWarning } from './useNameWarning.ts';

/**
 * The project's name linking to it, with a rename button that edits it in place: invalid characters
 * are stripped while typing with the spec's message; empty reverts; unchanged does nothing.
 */
export function ProjectName({ project, onRename }: { project: ProjectRow; onRename(name: string): void }) {
  const [renaming, setRenaming] = useState(false);
  const warn = useNameWarning();
  const name = projectDisplayName(project);

  if (renaming) {
    return (
      <InlineText
        autoFocus
        label={`Rename ${name}`}
        value={name}
        filter={stripInvalidNameChars}
        onFiltered={warn}
        onCommit={onRename}
        onDone={() => setRenaming(false)}
      />
    );
  }
  return (
    <span className="bn-project-name">
      <Link href={`/sessions/${project._id}`} className="bn-project-name__link" title={name}>
        {name}
      </Link>
      <IconButton
        className="bn-row-action"
        label={`Rename ${name}`}
        icon={<Icon name="pencil" size={14} />}
        onClick={() => setRenaming(true)}
      />
    </span>
  );
}
