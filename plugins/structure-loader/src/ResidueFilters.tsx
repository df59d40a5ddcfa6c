import { Button, Checkbox } from '@bench/sdk';
import type { ResidueType } from '@bench/structure';
import { TYPE_NAMES, chainName, type ResidueFilter } from './model.ts';

interface ResidueFiltersProps {
  chains: string[];
  types: ResidueType[];
  filter: ResidueFilter;
  onChange(filter: ResidueFilter): void;
}

type TypeColumn = 'originalTypes' | 'newTypes' | 'deletedTypes';
const COLUMNS: { key: TypeColumn; label: string }[] = [
  { key: 'originalTypes', label: 'Original' },
  { key: 'newTypes', label: 'New' },
  { key: 'deletedTypes', label: 'Deleted' },
];

function toggled<T>(list: T[], item: T, on: boolean, order: readonly T[]): T[] {
  return order.filter((x) => (x === item ? on : list.includes(x)));
}

/** Shows residues of one original type, whatever became of them. */
function onlyType(filter: ResidueFilter, type: ResidueType, types: ResidueType[]): ResidueFilter {
  return { ...filter, originalTypes: [type], newTypes: types, deletedTypes: types };
}

/** Filters by chain, and by type three ways: original type, new type, and type of deleted residues. */
export function ResidueFilters({ chains, types, filter, onChange }: ResidueFiltersProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of filter buttons, not a form fieldset
    <div className="bn-loader-filters" aria-label="Residue filters" role="group">
      <Button
        small
        variant="ghost"
        onClick={() => onChange({ chains, originalTypes: types, newTypes: types, deletedTypes: types })}
      >
        Show all residues
      </Button>
      <h4>Chains</h4>
      <div className="bn-loader-filters__chains">
        {chains.map((chain) => (
          <Checkbox
            key={chain}
            label={chainName(chain)}
            ariaLabel={`Chain ${chainName(chain)}`}
            checked={filter.chains.includes(chain)}
            onChange={(on) => onChange({ ...filter, chains: toggled(filter.chains, chain, on, chains) })}
          />
        ))}
      </div>
      <h4>Types</h4>
      <table className="bn-loader-filters__types">
        <thead>
          <tr>
            <th scope="col">Type</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type}>
              <th scope="row">
                <button
                  type="button"
                  className="bn-loader-link"
                  title={`Show only ${TYPE_NAMES[type]}`}
                  onClick={() => onChange(onlyType(filter, type, types))}
                >
                  {TYPE_NAMES[type]}
                </button>
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key}>
                  <Checkbox
                    ariaLabel={`${c.label} ${TYPE_NAMES[type]}`}
                    checked={filter[c.key].includes(type)}
                    onChange={(on) => onChange({ ...filter, [c.key]: toggled(filter[c.key], type, on, types) })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
