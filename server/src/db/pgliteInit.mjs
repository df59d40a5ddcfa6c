// Makes a new embedded database in `process.argv[2]`, then exits (server/src/db/pglite.ts runs it in a
// process of its own). Plain JavaScript, so it starts the same under tsx, vitest and node.
import { PGlite } from '@electric-sql/pglite';

const pg = await PGlite.create(process.argv[2]);
await pg.close();
