import { AMINO_ACID_LETTERS, NOT_AMINO_ACID_MESSAGE, type AminoAcid } from '../mutations/letters.ts';
import { toggleMutation, type MutationRow } from '../mutations/table.ts';
import { Checkbox, type Column } from '@bench/sdk';
import './action-kit.css';

/**
 * Position (with its residue in the source file), originals, prevent repacking, the 20 amino acids in alphabetical order, and Repack
 * (the position keeps its residue and is only repacked: no letter enabled).
 */
export function mutationColumns(readOnly: boolean, change: (row: MutationRow) => void): Column<MutationRow>[] {
  const locked = (row: MutationRow) => readOnly || row.disabled;
  const letter = (l: AminoAcid): Column<MutationRow> => ({
    key: l,
    header: l,
    width: '19px',
    className: 'bn-mutations__letter',
    render: (row) => (
      <span className={row.originals[l] ? 'bn-mutations__original' : undefined}>
        <Checkbox
          ariaLabel={`${l} at ${row.position}`}
          checked={row.enabled.includes(l)}
          disabled={locked(row)}
          onChange={() => change(toggleMutation(row, l))}
        />
      </span>
    ),
  });
  return [
    {
      key: 'position',
      header: 'Position',
      width: '60px',
      // under the position, its residue in the source file(s): chain and number, e.g. 'A:155'
      render: (row) => (
        <span className="bn-mutations__position">
          {row.position}
          {row.residue && <small title={`Residue ${row.residue} in the source file`}>{row.residue}</small>}
        </span>
      ),
    },
    {
      key: 'originals',
      header: 'Originals',
      width: 'minmax(58px, 1fr)',
      // the whole label on hover where a narrow column cuts it
      render: (row) => (
        <span title={row.disabled ? NOT_AMINO_ACID_MESSAGE : row.originalsLabel || undefined}>
          {row.originalsLabel || '-'}
        </span>
      ),
    },
    {
      key: 'prevent_repacking',
      header: 'Prevent repacking',
      width: '70px',
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
      width: '52px',
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
