import type { Plugin } from 'vite';
// by path, not by package: vite bundles its config's relative imports, and leaves packages to Node, which cannot load .ts
import { catalogFromEnv, exportPath } from '../libs/catalog/src/index.ts';

const ID = 'virtual:bench-catalog';
const RESOLVED = `\0${ID}`;

/**
 * `import { catalog } from 'virtual:bench-catalog'`: the catalog's browser plugins (those with a
 * '.' export) as static imports, in catalog order, narrowed by BENCH_PLUGINS at build time. Each
 * plugin's screens stay lazy chunks, exactly as with a hand-written list.
 */
export function benchCatalog(env: Record<string, string | undefined> = process.env): Plugin {
  return {
    name: 'bench-catalog',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const browser = catalogFromEnv(env).flatMap((entry) => exportPath(entry, '.') ?? []);
      const imports = browser.map((file, i) => `import p${i} from ${JSON.stringify(file)};`);
      return `${imports.join('\n')}\nexport const catalog = [${browser.map((_, i) => `p${i}`).join(', ')}];\n`;
    },
  };
}
