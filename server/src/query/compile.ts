import type { EntityType } from '@bench/sdk/model';
import { validation } from '../errors.ts';
import { fieldsOf, type Field } from './fields.ts';

/** Collects positional parameters; SQL text only ever holds `$n` and whitelisted expressions. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };
const MAX_IN = 10_000;

function field(type: EntityType, name: string): Field {
  const found = fieldsOf(type).get(name);
  if (!found) throw validation(`unknown query field: ${name}`);
  return found;
}

/** A typed placeholder for a value compared with `f`. */
function value(f: Field, name: string, raw: unknown, params: Params): string {
  const fail = (expected: string) => validation(`${name}: expected ${expected}`);
  switch (f.kind) {
    case 'bool':
      if (typeof raw !== 'boolean') throw fail('a boolean');
      return params.add(raw);
    case 'int':
      if (!Number.isInteger(raw)) throw fail('an integer');
      return params.add(raw);
    case 'number':
      if (typeof raw !== 'number' || !Number.isFinite(raw)) throw fail('a number');
      return params.add(raw);
    case 'text':
      if (typeof raw !== 'string') throw fail('a string');
      return params.add(raw);
    case 'time':
      if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) throw fail('an ISO timestamp');
      return `${params.add(new Date(raw).toISOString())}::timestamptz`;
    case 'json':
      if (raw !== null && !['string', 'number', 'boolean'].includes(typeof raw))
        throw fail('a string, number, boolean or null');
      return `${params.add(JSON.stringify(raw))}::jsonb`;
  }
}

function isNull(f: Field): string {
  return f.kind === 'json' ? `(${f.sql} IS NULL OR ${f.sql} = 'null'::jsonb)` : `${f.sql} IS NULL`;
}

function condition(type: EntityType, name: string, spec: unknown, params: Params): string[] {
  const f = field(type, name);
  if (spec === null) return [isNull(f)];
  if (typeof spec !== 'object' || Array.isArray(spec)) return [`${f.sql} = ${value(f, name, spec, params)}`];
  const parts: string[] = [];
  for (const [op, operand] of Object.entries(spec as Record<string, unknown>)) {
    if (op === '$in') {
      if (!Array.isArray(operand) || operand.length > MAX_IN)
        throw validation(`${name}.$in: expected a list of at most ${MAX_IN} values`);
      if (operand.length === 0) parts.push('false');
      else parts.push(`${f.sql} IN (${operand.map((v) => value(f, name, v, params)).join(', ')})`);
    } else if (op === '$ne') {
      parts.push(
        operand === null ? `NOT ${isNull(f)}` : `${f.sql} IS DISTINCT FROM ${value(f, name, operand, params)}`,
      );
    } else if (op === '$exists') {
      if (typeof operand !== 'boolean') throw validation(`${name}.$exists: expected a boolean`);
      parts.push(`${f.sql} IS ${operand ? 'NOT ' : ''}NULL`);
    } else if (op in COMPARISONS) {
      parts.push(`${f.sql} ${COMPARISONS[op]} ${value(f, name, operand, params)}`);
    } else {
      throw validation(`unknown query operator: ${op}`);
    }
  }
  if (parts.length === 0) throw validation(`${name}: empty condition`);
  return parts;
}

/** `{ field: value | { $op: value } }` → SQL conditions joined by AND. */
export function compileWhere(type: EntityType, query: Record<string, unknown>, params: Params): string[] {
  return Object.entries(query).flatMap(([name, spec]) => condition(type, name, spec, params));
}

/** `{ field: 1 | -1 }` → ORDER BY, always ending on `_id` so pages are stable. */
export function compileSort(type: EntityType, sort: Record<string, 1 | -1> | undefined): string {
  const terms = Object.entries(sort ?? {}).map(
    ([name, dir]) => `${field(type, name).sql} ${dir === -1 ? 'DESC' : 'ASC'}`,
  );
  if (!sort || !('_id' in sort)) terms.push('_id ASC');
  return terms.join(', ');
}
