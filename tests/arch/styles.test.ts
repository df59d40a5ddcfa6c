/**
 * Styles live with their components: app/src/styles.css keeps the design tokens, base elements,
 * utilities shared by several packages and the shell's rules (core, app); a class only one other
 * package uses belongs in that package's CSS, imported by its components.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const packageDirs = [
  'sdk',
  'core',
  'app',
  ...readdirSync(join(root, 'libs')).map((d) => `libs/${d}`),
  ...readdirSync(join(root, 'families')).map((d) => `families/${d}`),
  ...readdirSync(join(root, 'plugins')).map((d) => `plugins/${d}`),
];

/** Package folder → the source text of its components. */
const sources = new Map(
  packageDirs.map((dir) => [
    dir,
    files(join(root, dir, 'src'), /\.(ts|tsx)$/)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  ]),
);

const classesOf = (css: string) => [
  ...new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(bn-[\w-]+)/g)].map((m) => m[1])),
];
const usedIn = (cls: string) => packageDirs.filter((dir) => new RegExp(`${cls}(?![\\w-])`).test(sources.get(dir)!));

/** Classes of an app stylesheet that neither the shell nor several packages use: 'class → package'. */
export function misplacedAppRules(css: string): string[] {
  return classesOf(css).flatMap((cls) => {
    const users = usedIn(cls);
    const shellOrShared = users.length !== 1 || users[0] === 'core' || users[0] === 'app';
    return shellOrShared ? [] : [`.${cls} → ${users[0]}`];
  });
}

describe('styles live with their components', () => {
  it('app/src/styles.css holds only tokens, shared utilities and the shell', () => {
    expect(misplacedAppRules(readFileSync(join(root, 'app', 'src', 'styles.css'), 'utf8'))).toEqual([]);
  });

  it('catches a plugin rule left in the app stylesheet', () => {
    expect(misplacedAppRules(readFileSync(join(import.meta.dirname, 'fixtures', 'styles', 'app.css'), 'utf8'))).toEqual(
      ['.bn-logo__bar → plugins/sequence-logo'],
    );
  });

  it('every stylesheet of the sdk, the libraries and the plugins is imported by a component beside it', () => {
    const orphans = packageDirs
      .filter((dir) => dir !== 'app')
      .flatMap((dir) =>
        files(join(root, dir, 'src'), /\.css$/)
          .filter((css) => !sources.get(dir)!.includes(`'./${relative(join(css, '..'), css)}'`))
          .map((css) => relative(root, css)),
      );
    expect(orphans).toEqual([]);
  });
});
