import { Button, IconButton, Icon, InlineText } from '@bench/sdk';
import { stripInvalidSelectorChars } from '@bench/structure';

export interface SelectorListItemProps {
  name: string;
  /** a collection tab is active */
  canApply: boolean;
  onApply(): void;
  /** absent for the built-in '(all)' selector, which can only be applied */
  onEdit?(): void;
  onRename?(name: string): void;
  onArchive?(): void;
  onDelete?(): void;
}

const APPLY_HINT = 'Open a collection to apply a selector';

/** One selector in the panel: its name (renamed in place) and its actions. */
export function SelectorListItem({
  name,
  canApply,
  onApply,
  onEdit,
  onRename,
  onArchive,
  onDelete,
}: SelectorListItemProps) {
  return (
    <li className="bn-selectors__item">
      {onRename ? (
        <InlineText
          className="bn-selectors__name"
          label={`Selector name ${name}`}
          value={name}
          filter={stripInvalidSelectorChars}
          onCommit={onRename}
        />
      ) : (
        <span className="bn-selectors__name bn-selectors__name--builtin">{name}</span>
      )}
      <span className="bn-selectors__actions">
        <Button
          small
          variant="ghost"
          aria-label={`Apply ${name}`}
          title={canApply ? undefined : APPLY_HINT}
          disabled={!canApply}
          onClick={onApply}
        >
          Apply
        </Button>
        {onEdit && <IconButton label={`Edit ${name}`} icon={<Icon name="pencil" size={14} />} onClick={onEdit} />}
        {onArchive && (
          <IconButton label={`Archive ${name}`} icon={<Icon name="archive" size={14} />} onClick={onArchive} />
        )}
        {onDelete && <IconButton label={`Delete ${name}`} icon={<Icon name="trash" size={14} />} onClick={onDelete} />}
      </span>
    </li>
  );
}
