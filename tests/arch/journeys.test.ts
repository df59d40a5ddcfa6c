import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const journeys = join(import.meta.dirname, '..', 'e2e');

describe('journeys', () => {
  it('take `test` from tests/e2e/fixtures.ts, so each fails on a Content-Security-Policy violation', () => {
    const bypassing = readdirSync(journeys)
      .filter((name) => name.endsWith('.spec.ts'))
      .filter((name) =>
        /import\s*{[^}]*\btest\b[^}]*}\s*from\s*'@playwright\/test'/.test(readFileSync(join(journeys, name), 'utf8')),
      );
    expect(bypassing).toEqual([]);
  });
});
