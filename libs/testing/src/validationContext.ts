/** A full `ValidationContext` from the parts a test cares about (the rest empty or default). */
import { DEFAULT_ACTION_SETTINGS, validationContext } from '@bench/action-kit';
import type { ValidationContext } from '@bench/sdk/model';

export interface TestValidationParts {
  selectors?: Readonly<Record<string, readonly number[]>>;
  sequences?: readonly string[];
  sourcePoseCount?: number;
  freeLigands?: readonly { _id: string; name: string }[];
  settings?: Readonly<Record<string, unknown>>;
}

export function testValidationContext(parts: TestValidationParts = {}): ValidationContext {
  const sequences = parts.sequences ?? [];
  const context = validationContext({
    selectors: Object.entries(parts.selectors ?? {}).map(([_id, positions]) => ({ _id, positions })),
    sources: sequences.map((sequence) => ({ sequence })),
    freeLigands: parts.freeLigands ?? [],
    settings: { ...DEFAULT_ACTION_SETTINGS, ...parts.settings },
  });
  return { ...context, sourcePoseCount: parts.sourcePoseCount ?? sequences.length };
}
