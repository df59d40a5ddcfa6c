import { useEffect, useMemo, useState } from 'react';
import { NOT_AMINO_ACID_MESSAGE, isAminoAcidLetter } from '@bench/action-kit';
import { heatOf, heatColoursOf } from '@bench/family-mutation-scan';
import { MethodRecord } from '@bench/action-kit/ui';
import { HeatGrid, HeatLegend, type HeatCell, type HeatGridRow } from '@bench/family-mutation-scan/ui';
import { StatusBadge, usePluginSettings } from '@bench/sdk';
import type { Selector } from '@bench/structure';
import { DdgToolbar } from './DdgToolbar.tsx';
import { SourceCollectionLink } from './SourceCollectionLink.tsx';
import {
  DDG_HEAT,
  DDG_MESSAGES,
  ddgCellTitle,
  formatDdg,
  inUnit,
  isReadOnly,
  keepPendingWithin,
  selectorPositions,
  toggleCell,
  unitLabel,
  type DdgGrid,
  type DdgUnit,
} from './model.ts';
import type { DdgCollection, DdgPose, DdgResult } from './useDdgData.ts';

const STATE_LABEL = ['Initialized', 'Running', 'Executed'] as const;

export interface DdgWorkspaceProps {
  result: DdgResult;
  pose: DdgPose | null | undefined;
  collection: DdgCollection | null | undefined;
  selectors: readonly Selector[];
}

/** The draft (selector and grid) over the stored result: reset from the server until the user edits. */
function useDraft(result: DdgResult) {
  const [draft, setDraft] = useState({ selector: result.selector ?? 'all', grid: result.results ?? {}, dirty: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored result's version or state changes, not on each new copy of it
  useEffect(() => {
    setDraft((current) =>
      current.dirty && result.state !== 2
        ? current
        : {
            selector: result.selector ?? 'all',
            grid: JSON.parse(JSON.stringify(result.results ?? {})) as DdgGrid,
            dirty: false,
          },
    );
  }, [result.version, result.state]);
  return [draft, setDraft] as const;
}

export function DdgWorkspace({ result, pose, collection, selectors }: DdgWorkspaceProps) {
  const colours = heatColoursOf(usePluginSettings('ddg'), 'ddg');
  const [draft, setDraft] = useDraft(result);
  const [unit, setUnit] = useState<DdgUnit>(result.unit);
  const originals = useMemo(() => [...(pose?.sequence ?? '').replace(/\//g, '')], [pose?.sequence]);
  const selectorMap = useMemo(() => Object.fromEntries(selectors.map((s) => [s._id, s.positions ?? []])), [selectors]);
  const positions = useMemo(
    () => selectorPositions(draft.selector, selectorMap, originals.length),
    [draft.selector, selectorMap, originals.length],
  );
  const rows: HeatGridRow[] = useMemo(
    () =>
      positions.map((position) => ({
        position,
        original: originals[position - 1] ?? '',
        disabled: !isAminoAcidLetter(originals[position - 1] ?? ''),
      })),
    [positions, originals],
  );
  const readOnly = isReadOnly(result);

  const edit = (grid: DdgGrid, selector = draft.selector) => setDraft({ selector, grid, dirty: true });
  const chooseSelector = (selector: string) =>
    edit(keepPendingWithin(draft.grid, new Set(selectorPositions(selector, selectorMap, originals.length))), selector);

  const cell = (row: HeatGridRow, letter: string): HeatCell => {
    const value = draft.grid[String(row.position)]?.[letter as keyof DdgGrid[string]];
    if (letter === row.original) return { text: '·', original: true, title: `${letter}${row.position} (wild type)` };
    if (typeof value === 'number') {
      const shown = inUnit(value, result.unit, unit);
      const heat = heatOf(shown, DDG_HEAT);
      const spread = result.spreads?.[String(row.position)]?.[letter];
      return {
        text: formatDdg(shown),
        heat: heat && { colour: heat.sign === 'positive' ? colours.positive : colours.negative, opacity: heat.opacity },
        title: ddgCellTitle(
          `${row.original}${row.position}${letter}`,
          shown,
          unit,
          spread && { ...spread, spread: inUnit(spread.spread, result.unit, unit) },
        ),
      };
    }
    return {
      text: value === '+' ? '+' : '',
      onToggle:
        readOnly || !isAminoAcidLetter(letter)
          ? undefined
          : () => edit(toggleCell(draft.grid, row.position, letter, row.original)),
    };
  };

  return (
    <section className="bn-ddg" aria-label={result.name}>
      <header className="bn-ddg__header">
        <h2 className="bn-ddg__title">{result.name}</h2>
        <span className={`bn-ddg__state bn-ddg__state--${result.state}`}>{STATE_LABEL[result.state]}</span>
        {result.engine === 'simulated' && (
          <StatusBadge kind="simulated" title="Scored by the simulated engine: synthetic numbers, not physics." />
        )}
        <SourceCollectionLink collection={collection} />
      </header>
      {result.ddgVersion < 2 && <p className="bn-inline-warning">{DDG_MESSAGES.oldProtocol}</p>}
      <DdgToolbar
        result={result}
        draft={draft}
        readOnly={readOnly}
        unit={unit}
        onUnit={setUnit}
        selectors={selectors}
        onSelector={chooseSelector}
        onGrid={edit}
        onSaved={() => setDraft((current) => ({ ...current, dirty: false }))}
        positions={positions}
        originals={originals}
      />
      {result.state === 1 && result.progress && (
        <p className="bn-ddg__progress" role="status">
          {result.progress.step} — {Math.round(result.progress.percent)}%
        </p>
      )}
      {result.error_message && (
        <p className="bn-ddg__error" role="alert">
          {result.error_message}
        </p>
      )}
      {rows.some((row) => row.disabled) && <p className="bn-hint">{NOT_AMINO_ACID_MESSAGE}</p>}
      <HeatLegend
        scale={DDG_HEAT}
        colours={colours}
        unit={unitLabel(unit)}
        negativeMeaning="stabilising"
        positiveMeaning="destabilising"
      />
      <HeatGrid label="DDG grid" rows={rows} cell={cell} />
      <MethodRecord engine={result.engine} method={result.method} notes={result.notes} />
    </section>
  );
}
