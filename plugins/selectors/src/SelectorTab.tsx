import { useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  Button,
  EmptyState,
  Notify,
  Spinner,
  TextInput,
  Workspace,
  useItemStore,
  useService,
  useSnapshot,
  type TabProps,
} from '@bench/sdk';
import { SELECTOR_MESSAGES, type Selector } from '@bench/structure';
import { PositionRow } from './PositionRow.tsx';
import { positionField, residueLabel, selectRange, selectorRowLength, togglePosition } from './positions.ts';
import { useLabelStructure } from './useLabelStructure.ts';
import { useLongestStructure } from './useLongestStructure.ts';
import { VIEWER_HINT } from './viewerHint.ts';
import './selectors.css';

const SAVE_FAILED = 'Something went wrong while saving the selector.';

const samePositions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The selector view (spec 2 §2.4): positions named after the selected structure's residues; toggle
 * them, shift-click ranges, select the range between the first and last position fields, take the
 * residues selected in a viewer; Save and Clear.
 */
export default function SelectorTab({ tab, sessionId }: TabProps) {
  const id = String(tab.data.id);
  const { store, snapshot } = useItemStore<Selector>('selectors');
  const notify = useService(Notify);
  const longest = useLongestStructure(sessionId);
  const labels = useLabelStructure(sessionId);
  const viewerSelection = useSnapshot(useService(Workspace).state).viewerSelection;
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<number[] | null>(null);
  const [firstText, setFirstText] = useState('1');
  const [lastText, setLastText] = useState('');
  const [saving, setSaving] = useState(false);
  const [rangeStart, setRangeStart] = useState<number>();
  const anchor = useRef<number | null>(null);

  useEffect(() => {
    store.get(id).catch((error: unknown) => {
      console.error(SELECTOR_MESSAGES.fetchError, id, error);
      setFailed(true);
    });
  }, [store, id]);

  const saved = snapshot.items[id] as Selector | undefined;
  if (failed) return <EmptyState title={SELECTOR_MESSAGES.fetchError} />;
  if (!saved) return <Spinner />;

  const positions = draft ?? saved.positions;
  const length = selectorRowLength(longest, positions);
  const first = Math.min(positionField(firstText, 1), length);
  const last = Math.min(positionField(lastText, length), length);
  const labelOf = (position: number) => {
    const residue = labels?.residues[position - 1];
    return residue && residueLabel(residue);
  };
  const modified = !samePositions(positions, saved.positions);

  const click = (position: number, event: MouseEvent) => {
    const from = anchor.current;
    setDraft(
      event.shiftKey && from !== null ? selectRange(positions, from, position) : togglePosition(positions, position),
    );
    anchor.current = position;
  };

  const selectFields = () => {
    setDraft(selectRange(positions, first, last));
    setRangeStart(Math.min(first, last));
  };

  async function save() {
    setSaving(true);
    try {
      await store.update(id, { positions });
      setDraft(null);
    } catch (error) {
      console.error(SAVE_FAILED, id, error);
      notify.error(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  /** Digits only: other input is refused, so the row never redraws for it. */
  const digits = (set: (text: string) => void) => (text: string) => /^\d*$/.test(text) && set(text);

  return (
    <section className="bn-selector" aria-label={`Selector ${saved.name}`}>
      <div className="bn-toolbar">
        <TextInput
          label="First position"
          inputMode="numeric"
          value={firstText}
          onChange={digits(setFirstText)}
          className="bn-selector__field"
        />
        <TextInput
          label="Last position"
          inputMode="numeric"
          value={lastText}
          placeholder={String(length)}
          onChange={digits(setLastText)}
          className="bn-selector__field"
        />
        <Button onClick={selectFields}>{`Select ${first}–${last}`}</Button>
        <Button
          onClick={() => viewerSelection && setDraft([...viewerSelection.positions])}
          disabled={!viewerSelection}
          title={
            viewerSelection
              ? `Replace the positions with the ${viewerSelection.positions.length} residues selected in ${viewerSelection.source}`
              : VIEWER_HINT
          }
        >
          Use viewer selection
        </Button>
        <span className="bn-selector__count">
          {positions.length ? `${positions.length} selected` : 'None selected'}
        </span>
        <span className="bn-toolbar__spacer" />
        <Button onClick={() => setDraft([])} disabled={positions.length === 0}>
          Clear
        </Button>
        <Button variant="primary" onClick={save} disabled={saving || !modified || positions.length === 0}>
          Save
        </Button>
      </div>
      {labels && <p className="bn-selector__hint">Residues of {labels.name}</p>}
      <PositionRow
        length={length}
        selected={new Set(positions)}
        labelOf={labelOf}
        scrollTo={rangeStart}
        onClick={click}
      />
      <p className="bn-selector__hint">
        Click a position to toggle it; shift-click to select a range from the last one clicked; Select adds every
        position from the first to the last field.
      </p>
    </section>
  );
}
