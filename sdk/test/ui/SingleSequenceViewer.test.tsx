import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SingleSequenceViewer, StructurePicker, type StructurePick } from '@bench/sdk';

describe('SingleSequenceViewer', () => {
  const residues = [...'MKVLAAGHIKLMNPQ'].map((letter, i) => ({
    letter,
    hidden: i >= 3 && i <= 5,
    deleted: i === 7,
    ...(i === 0 ? { chainStart: 'A' } : {}),
  }));

  it('reports click, double click and hover with the residue index; hidden stretch is one ellipsis', () => {
    const events: string[] = [];
    render(
      <SingleSequenceViewer
        label="row"
        residues={residues}
        selected={new Set([8])}
        anchor={8}
        onClick={(i) => events.push(`click ${i}`)}
        onDoubleClick={(i) => events.push(`double ${i}`)}
        onHover={(i) => events.push(`hover ${i}`)}
      />,
    );
    const cells = within(screen.getByRole('listbox', { name: 'row' })).getAllByRole('option');
    expect(cells).toHaveLength(15 - 3 + 1);
    expect(cells[3].textContent).toBe('…');
    expect(cells[0].textContent).toBe('1M');
    expect(cells[7].textContent).toBe('10K');
    fireEvent.click(cells[4]);
    fireEvent.doubleClick(cells[4]);
    fireEvent.mouseMove(cells[5]);
    fireEvent.mouseLeave(screen.getByRole('listbox', { name: 'row' }));
    expect(events).toEqual(['click 6', 'double 6', 'hover 7', 'hover null']);
    expect(cells[5].className).toContain('bn-seq__cell--deleted');
    expect(cells[0].className).toContain('bn-seq__cell--chain-start');
    // the anchor is both selected and shifted darker than a plain selected cell
    expect(cells[6].getAttribute('aria-selected')).toBe('true');
    expect(cells[6].getAttribute('aria-current')).toBe('true');
  });

  it('works from the keyboard: focus starts at the anchor, arrows skip hidden residues, Space clicks, Shift+Space a range', () => {
    const events: string[] = [];
    render(
      <SingleSequenceViewer
        label="row"
        residues={residues}
        anchor={8}
        onClick={(i, event) => events.push(`click ${i}${event.shiftKey ? ' shift' : ''}`)}
        onHover={(i) => events.push(`hover ${i}`)}
      />,
    );
    const row = screen.getByRole('listbox', { name: 'row' });
    const active = () => document.getElementById(row.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(row.tabIndex).toBe(0);
    fireEvent.focus(row);
    expect(active()).toBe('I'); // residue 9, the anchor
    fireEvent.keyDown(row, { key: 'Home' });
    fireEvent.keyDown(row, { key: 'ArrowRight' });
    fireEvent.keyDown(row, { key: 'ArrowRight' });
    fireEvent.keyDown(row, { key: 'ArrowRight' }); // past the hidden 4–6
    expect(active()).toBe('G');
    fireEvent.keyDown(row, { key: ' ' });
    fireEvent.keyDown(row, { key: 'End' });
    fireEvent.keyDown(row, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(row, { key: 'ArrowRight' }); // stays on the last
    fireEvent.blur(row);
    expect(events).toEqual([
      'hover 8',
      'hover 0',
      'hover 1',
      'hover 2',
      'hover 6',
      'click 6',
      'hover 14',
      'click 14 shift',
      'hover null',
    ]);
  });
});

function Harness() {
  const [pick, setPick] = useState<StructurePick>({ collectionId: null, structureId: null });
  return (
    <>
      <StructurePicker
        collections={[
          { _id: 'c2', name: 'Zeta' },
          { _id: 'c1', name: 'Alpha' },
        ]}
        structures={[
          { _id: 's2', name: 'second', index: 2, pose_collection_id: 'c1' },
          { _id: 's1', name: 'first', index: 1, pose_collection_id: 'c1' },
          { _id: 's3', name: 'zeta one', index: 1, pose_collection_id: 'c2' },
        ]}
        value={pick}
        onChange={setPick}
      />
      <output>{JSON.stringify(pick)}</output>
    </>
  );
}

describe('StructurePicker', () => {
  it('sorts collections by name, structures by index; another collection clears the structure; a click toggles', () => {
    render(<Harness />);
    const collections = screen.getByRole('list', { name: 'Collections' });
    expect(
      within(collections)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alpha', 'Zeta']);
    fireEvent.click(within(collections).getByRole('button', { name: 'Alpha' }));
    const structures = screen.getByRole('list', { name: 'Structures' });
    expect(
      within(structures)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['first', 'second']);
    fireEvent.click(within(structures).getByRole('button', { name: 'second' }));
    expect(screen.getByRole('status').textContent).toBe('{"collectionId":"c1","structureId":"s2"}');
    fireEvent.click(within(collections).getByRole('button', { name: 'Zeta' }));
    expect(screen.getByRole('status').textContent).toBe('{"collectionId":"c2","structureId":null}');
    fireEvent.click(within(collections).getByRole('button', { name: 'Zeta' }));
    expect(screen.getByRole('status').textContent).toBe('{"collectionId":null,"structureId":null}');
  });
});
