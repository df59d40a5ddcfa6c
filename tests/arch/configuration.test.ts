import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SettingContribution } from '@bench/sdk';
import { readCatalog } from '@bench/catalog';
import { catalog } from '../../app/src/catalog.ts';
import { loadServerPlugins } from '../../server/src/plugins/load.ts';

const root = join(import.meta.dirname, '..', '..');

interface Row {
  names: string[];
  default: string;
  meaning: string;
}

/** The rows of README.md's '## Configuration' table: variable names (in backticks), default, meaning. */
export function configurationRows(readme: string): Row[] {
  const section = readme.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line) && !/^\|\s*Variable\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, line.endsWith('|') ? -1 : undefined)
        .split(' | ')
        .map((cell) => cell.trim());
      return {
        names: [...cells[0].matchAll(/`([^`]+)`/g)].map((m) => m[1]),
        default: cells[1],
        meaning: cells.slice(2).join(' | '),
      };
    });
}

/** What is wrong between the table and the declarations ([] when they agree). */
export function configurationProblems(rows: Row[], settings: SettingContribution[]): string[] {
  return settings.flatMap((setting) => {
    const naming = rows.filter((row) => row.names.includes(setting.env));
    if (naming.length !== 1) return [`${setting.env}: named by ${naming.length} rows of the table, not 1`];
    const [row] = naming;
    const shownDefault = setting.defaultLabel ?? `\`${setting.default}\``;
    return [
      ...(row.names.length > 1
        ? [`${setting.env}: shares its row with ${row.names.filter((n) => n !== setting.env).join(', ')}`]
        : []),
      ...(row.default !== shownDefault
        ? [`${setting.env}: default column '${row.default}', declared '${shownDefault}'`]
        : []),
      ...(row.meaning !== setting.description
        ? [`${setting.env}: meaning column '${row.meaning}', declared '${setting.description}'`]
        : []),
    ];
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'test') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|py)$/.test(name) ? [path] : [];
  });
}

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const rows = configurationRows(readme);
const entries = readCatalog(join(root, 'app', 'catalog.json'));
const serverPlugins = await loadServerPlugins(entries);
const declared = serverPlugins.flatMap((plugin) => plugin.settings);

/** The rows of a plugin's own README's '## Configuration' table, where a plugin added later may list its settings. */
function pluginRows(id: string): Row[] {
  const file = join(entries.find((entry) => entry.id === id)!.dir, 'README.md');
  return existsSync(file) ? configurationRows(readFileSync(file, 'utf8')) : [];
}

describe("README.md's configuration table", () => {
  it("has one row for each setting a cataloged plugin declares, here or in its plugin's README, with its default and meaning", () => {
    expect(declared.map((s) => s.env)).toEqual(
      expect.arrayContaining(['BENCH_DESIGN_SPACE_WARNING_EXPONENT', 'BENCH_PDB_URL', 'BENCH_ALLOWED_RESIDUE_TYPES']),
    );
    const problems = serverPlugins.flatMap((plugin) =>
      configurationProblems([...rows, ...pluginRows(plugin.id)], [...plugin.settings]),
    );
    expect(problems).toEqual([]);
  });

  it('names only variables something still reads', () => {
    const code = ['server/src', 'sdk/src', 'core/src', 'libs', 'families', 'plugins', 'scripts', 'app']
      .flatMap((dir) => sources(join(root, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const stale = rows
      .flatMap((row) => row.names)
      .filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name))
      .filter((name) => !code.includes(name) && !declared.some((s) => s.env === name));
    expect(stale).toEqual([]);
  });

  it('the checker catches a missing row, a shared row and a changed default', () => {
    const setting: SettingContribution = { id: 'x', env: 'BENCH_X', default: '3', description: 'the x', parse: Number };
    expect(configurationProblems([], [setting])).toEqual(['BENCH_X: named by 0 rows of the table, not 1']);
    expect(
      configurationProblems(configurationRows('## Configuration\n| `BENCH_X`, `BENCH_Y` | 3 | the x |\n'), [setting]),
    ).toEqual(['BENCH_X: shares its row with BENCH_Y', "BENCH_X: default column '3', declared '`3`'"]);
    expect(
      configurationProblems(configurationRows('## Configuration\n| `BENCH_X` | `3` | the x |\n## Next'), [setting]),
    ).toEqual([]);
  });
});

describe('plugin settings: one declaration for browser and server', () => {
  it.each(serverPlugins.filter((p) => p.settings.length).map((p) => [p.id, p.settings] as const))(
    '%s contributes to the browser exactly the settings its server half gives the server',
    (id, settings) => {
      const browser = catalog.find((plugin) => plugin.id === id)!;
      expect(browser.contributes.settings).toBe(settings);
    },
  );
});
