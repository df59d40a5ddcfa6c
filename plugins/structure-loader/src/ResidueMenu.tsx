import { useEffect } from 'react';
import type { Choice, LoaderResidue } from '@bench/structure';
import { enabledOperations } from './residueOperations.ts';
import { TYPE_NAMES, residueLabel, type Operation } from './model.ts';

interface ResidueMenuProps {
  at: { index: number; x: number; y: number };
  residues: LoaderResidue[];
  selected: number[];
  onOperate(operation: Operation): void;
  onConvert(target: Choice): void;
  onZoom(): void;
  onClose(): void;
}

const OPERATIONS: { operation: Operation; label: string }[] = [
  { operation: 'delete', label: 'Delete' },
  { operation: 'undelete', label: 'Undelete' },
  { operation: 'setDefault', label: 'Set default' },
];

/** The per-residue context menu of the analysis viewer: the operations on the selection (spec 2 §4), convert, zoom. */
export function ResidueMenu({ at, residues, selected, onOperate, onConvert, onZoom, onClose }: ResidueMenuProps) {
  const residue = residues[at.index]!;
  const enabled = enabledOperations(residues, selected);
  const convertible = enabled.convert
    ? residue.choices.filter((c) => c.name3 !== residue.chosen?.name3 || c.type !== residue.chosen?.type)
    : [];
  const run = (action: () => void) => () => {
    action();
    onClose();
  };

  useEffect(() => {
    const close = (event: KeyboardEvent | PointerEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !(event.target as Element).closest?.('.bn-loader-menu')
      )
        onClose();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [onClose]);

  return (
    <div
      className="bn-loader-menu"
      role="menu"
      aria-label={`Residue ${residueLabel(residue)}`}
      style={{ left: at.x, top: at.y }}
    >
      <p className="bn-loader-menu__title">
        {residueLabel(residue)} {residue.original.pdbData.name3}
      </p>
      {OPERATIONS.map(({ operation, label }) => (
        <button
          key={operation}
          type="button"
          role="menuitem"
          disabled={!enabled[operation]}
          onClick={run(() => onOperate(operation))}
        >
          {label}
        </button>
      ))}
      {convertible.map((choice) => (
        <button
          key={`${choice.type}:${choice.name3}`}
          type="button"
          role="menuitem"
          onClick={run(() => onConvert(choice))}
        >
          Convert to {choice.name3} ({TYPE_NAMES[choice.type]})
        </button>
      ))}
      <button type="button" role="menuitem" onClick={run(onZoom)}>
        Zoom to residue
      </button>
    </div>
  );
}
