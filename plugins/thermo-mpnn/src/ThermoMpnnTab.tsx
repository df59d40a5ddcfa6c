import { useMemo } from 'react';
import { heatOf, heatColoursOf } from '@bench/family-mutation-scan';
import { MethodRecord } from '@bench/action-kit/ui';
import { HeatGrid, HeatLegend, type HeatCell, type HeatGridRow } from '@bench/family-mutation-scan/ui';
import {
  Button,
  EmptyState,
  Icon,
  Spinner,
  StatusBadge,
  Workspace,
  downloadBlob,
  usePluginSettings,
  useService,
  type TabProps,
} from '@bench/sdk';
import { THERMO_HEAT, thermoCsv, thermoCsvFileName, thermoMpnnIdOf } from './model.ts';
import { ThermoHeader } from './ThermoHeader.tsx';
import { useThermoData, type SourceCollection } from './useThermoData.ts';
import './thermo-mpnn.css';

/** The source collection: visible (opens it), archived, or deleted (spec 2 §2.6). */
function SourceCollectionState({ collection }: { collection: SourceCollection | null | undefined }) {
  const workspace = useService(Workspace);
  if (collection === undefined) return null;
  if (collection === null)
    return <span className="bn-thermo__source bn-thermo__source--gone">Source collection deleted</span>;
  return (
    <Button
      small
      variant="ghost"
      onClick={() =>
        workspace.openTab(
          'collection',
          { type: 'pose_collections', id: collection._id, name: collection.name },
          collection.name,
        )
      }
    >
      <Icon name="folder" size={14} /> {collection.name}
      {collection.is_archived ? ' (archived)' : ''}
    </Button>
  );
}

/** The ThermoMPNN tab (spec 2 §2.6): name, Run, the predicted stability changes as a heat map, CSV export. */
export default function ThermoMpnnTab({ tab }: TabProps) {
  const { item, collection } = useThermoData(thermoMpnnIdOf(tab));
  const colours = heatColoursOf(usePluginSettings('thermo-mpnn'), 'thermoMpnn');
  const results = item?.outputs.results;
  const originals = item?.outputs.original_residues;
  const rows: HeatGridRow[] = useMemo(
    () =>
      Object.keys(results ?? {})
        .map(Number)
        .sort((a, b) => a - b)
        .map((position) => ({ position, original: originals?.[String(position)] ?? '' })),
    [results, originals],
  );
  if (item === undefined) return <Spinner label="Loading ThermoMPNN" />;
  if (item === null) return <EmptyState title="This ThermoMPNN item no longer exists." />;

  const cell = (row: HeatGridRow, letter: string): HeatCell => {
    if (letter === row.original) return { text: '·', original: true, title: `${letter}${row.position} (wild type)` };
    const value = results?.[String(row.position)]?.[letter];
    if (typeof value !== 'number') return { text: '' };
    const heat = heatOf(value, THERMO_HEAT);
    return {
      text: value.toFixed(2),
      heat: heat && { colour: heat.sign === 'positive' ? colours.positive : colours.negative, opacity: heat.opacity },
      title: `${row.original}${row.position}${letter}: ${value} kcal/mol`,
    };
  };
  const download = () =>
    downloadBlob(
      new Blob([thermoCsv(results ?? {}, originals ?? {})], { type: 'text/csv' }),
      thermoCsvFileName(item.inputs.pose_name),
    );

  return (
    <section className="bn-thermo" aria-label={item.name}>
      <ThermoHeader item={item}>
        {item.engine === 'simulated' && (
          <StatusBadge
            kind="simulated"
            title="Scored by the simulated engine: synthetic numbers, not a ThermoMPNN prediction."
          />
        )}
        <SourceCollectionState collection={collection} />
        <span className="bn-toolbar__spacer" />
        <Button small disabled={rows.length === 0} onClick={download}>
          Download CSV
        </Button>
      </ThermoHeader>
      {item.error_message && (
        <p className="bn-thermo__error" role="alert">
          {item.error_message}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <HeatLegend
            scale={THERMO_HEAT}
            colours={colours}
            unit="kcal / mol"
            negativeMeaning="stabilising"
            positiveMeaning="destabilising"
          />
          <HeatGrid label="ThermoMPNN grid" rows={rows} cell={cell} />
        </>
      )}
      <MethodRecord engine={item.engine} method={item.method} notes={item.notes} />
    </section>
  );
}
