import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { VirtualTable } from '@bench/sdk';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const columns = [{ key: 'name', header: 'Name', render: (row: (typeof rows)[number]) => row.name }];

describe('VirtualTable', () => {
  it('puts clickable rows in the keyboard reach: one tab stop, arrows move the focus, Space and Enter click', () => {
    const clicks: string[] = [];
    render(
      <VirtualTable
        label="Things"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={(row, event) => clicks.push(`${row.name}${event.shiftKey ? ' shift' : ''}`)}
      />,
    );
    const body = within(screen.getByRole('table', { name: 'Things' }));
    const shown = body.getAllByRole('row').slice(1);
    expect(shown.filter((r) => r.tabIndex === 0)).toEqual([shown[0]]);
    shown[0]!.focus();
    fireEvent.keyDown(shown[0]!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Row 1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }); // stays on the first
    expect(document.activeElement?.textContent).toBe('Row 0');
    fireEvent.click(body.getByText('Row 3'));
    expect(clicks).toEqual(['Row 2', 'Row 1 shift', 'Row 3']);
  });

  it('keeps rows out of the tab order when they do nothing; the body takes the focus to scroll', () => {
    render(<VirtualTable label="Plain" rows={rows} columns={columns} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Plain' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .every((r) => r.tabIndex === -1 && !r.hasAttribute('tabindex')),
    ).toBe(true);
    expect(within(table).getByRole('rowgroup').tabIndex).toBe(0);
  });
});
