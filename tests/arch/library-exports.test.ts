import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportedNames,
  familiesOf,
  importedNames,
  librariesOf,
  singleUserExports,
  sourceFilesUnder,
  type Library,
} from './libraryExports.ts';

const root = join(import.meta.dirname, '..', '..');
/** Test helpers and test data are shared by the tests, which may each need one of them. */
const NOT_RULED = new Set(['@bench/testing', '@bench/fixtures']);

describe('shared libraries hold shared code (issue #21 item 3)', () => {
  it('no library export is imported by a single plugin or family alone', () => {
    const files = sourceFilesUnder(root, [
      'plugins',
      'libs',
      'families',
      'core',
      'server',
      'sdk',
      'app',
      'tests',
      'bench',
      'scripts',
    ]);
    const familyOf = familiesOf(root);
    const found = librariesOf(root)
      .filter((library) => !NOT_RULED.has(library.name))
      .flatMap((library) => singleUserExports(library, files, familyOf))
      .map(({ library, name, user }) => `${library} exports ${name}, used only by ${user}`);
    expect(found).toEqual([]);
  });

  it('no family package export is imported by one of its plugins alone', () => {
    const files = sourceFilesUnder(root, ['plugins', 'families', 'tests', 'bench']);
    const found = librariesOf(root, 'families')
      .flatMap((library) => singleUserExports(library, files, () => undefined))
      .map(({ library, name, user }) => `${library} exports ${name}, used only by ${user}`);
    expect(found).toEqual([]);
  });
});

describe('the single-user check itself', () => {
  const library: Library = {
    name: '@bench/kit',
    folder: 'libs/kit',
    entries: { '@bench/kit': 'libs/kit/src/index.ts' },
  };
  const kit = {
    path: 'libs/kit/src/index.ts',
    text: "export { shared, mine, helper, type Mine as Renamed } from './parts.ts';\nexport function ours() {}",
  };
  const parts = { path: 'libs/kit/src/parts.ts', text: 'export const helper = 1;\nexport const shared = helper + 1;' };
  const use = (path: string, names: string) => ({ path, text: `import { ${names} } from '@bench/kit';` });

  it('reads export lists, renames and declarations, and import lists by exported name', () => {
    expect(exportedNames(kit.text).sort()).toEqual(['Renamed', 'helper', 'mine', 'ours', 'shared']);
    expect(
      importedNames("import { a, type B as C } from '@bench/kit';\nimport { d } from '@bench/kitten';", '@bench/kit'),
    ).toEqual(['a', 'B']);
  });

  it('flags an export one plugin alone imports, as a deliberately bad fixture does', () => {
    const files = [kit, parts, use('plugins/ddg/src/a.ts', 'mine, shared'), use('plugins/ddg/test/a.test.ts', 'ours')];
    expect(singleUserExports(library, files, () => undefined)).toEqual([
      { library: '@bench/kit', name: 'shared', user: 'plugin ddg' },
      { library: '@bench/kit', name: 'mine', user: 'plugin ddg' },
      { library: '@bench/kit', name: 'ours', user: 'plugin ddg' },
    ]);
  });

  it('passes an export two plugins, a plugin and the server, or the library itself use', () => {
    const files = [
      kit,
      parts,
      use('plugins/ddg/src/a.ts', 'mine, helper, ours'),
      use('plugins/relax/src/b.ts', 'mine'),
      use('server/src/c.ts', 'ours'),
    ];
    expect(singleUserExports(library, files, () => undefined)).toEqual([]);
  });

  it('counts a declared family as one user', () => {
    const files = [kit, parts, use('plugins/design/src/a.ts', 'mine'), use('plugins/flex-design/src/b.ts', 'mine')];
    const family = (plugin: string) => (plugin.endsWith('design') ? 'design' : undefined);
    expect(singleUserExports(library, files, family)).toEqual([
      { library: '@bench/kit', name: 'mine', user: 'family design' },
    ]);
  });
});
