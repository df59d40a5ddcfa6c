import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/** Whether `value` nests deeper than `limit` objects and arrays; iterative, so any depth is safe to measure. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** A parsed body nested deeper than `maxDepth` is refused with 400 before any route (or the database) sees it. */
export function installJsonDepthLimit(app: FastifyInstance, maxDepth: number): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && nestsDeeperThan(request.body, maxDepth)) {
      throw badRequest(
        `The request body nests deeper than ${maxDepth} levels of objects and arrays (BENCH_MAX_JSON_DEPTH).`,
      );
    }
  });
}
