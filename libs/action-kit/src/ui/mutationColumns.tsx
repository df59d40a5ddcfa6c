import { AMINO_ACID_LETTERS, NOT_AMINO_ACID_MESSAGE, type AminoAcid } from '../mutations/letters.ts';
import { toggleMutation, type MutationRow } from '../mutations/table.ts';
import { Checkbox, type Column } from '@bench/sdk';
import './action-kit.css';

/**
 * Position, originals, prevent repacking, the 20 amino acids in alphabetical order, and Repack
 * (the position keeps its residue and is only repacked: no letter enabled).
 */
export function mutationColumns(readOnly: boolean, change: (row: MutationRow) => void): Column<MutationRow>[] {
  const locked = (row: MutationRow) => readOnly || row.disabled;
  const letter = (l: AminoAcid): Column<MutationRow> => ({
    key: l,
    header: l,
    width: '24px',
    className: 'bn-mutations__letter',
    render: (row) => (
      <span className={row.originals[l] ? 'bn-mutations__original' : undefined}>
        <Checkbox ariaLabel={`${l} at ${row.position}`} checked={row.enabled.includes(l)} disabled={locked(row)} onChange={() => change(toggleMutation(row, l))} />
      </span>
    ),
  });
  return [
    { key: 'position', header: 'Position', width: '56px', render: (row) => row.position },
    {
      key: 'originals',
      header: 'Originals',
      width: 'minmax(80px, 1fr)',
      render: (row) => <span title={row.disabled ? NOT_AMINO_ACID_MESSAGE : undefined}>{row.originalsLabel || '-'}</span>,
    },
    {
      key: 'prevent_repacking',
      header: 'Prevent repacking',
      width: '72px',
      render: (row) => (
        <Checkbox
          ariaLabel={`Prevent repacking at ${row.position}`}
          checked={row.prevent_repacking}
          disabled={locked(row)}
          onChange={(on) => change({ ...row, prevent_repacking: on })}
        />
      ),
    },
    ...AMINO_ACID_LETTERS.map(letter),
    {
      key: 'repack-only',
      header: 'Repack',
      width: '56px',
      render: (row) => (
        <Checkbox
          ariaLabel={`Repack only at ${row.position}`}
          checked={row.enabled.length === 0}
          disabled={locked(row) || row.enabled.length === 0}
          onChange={() => change({ ...row, enabled: [] })}
        />
      ),
    },
  ];
}
