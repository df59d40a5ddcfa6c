/** A cataloged plugin whose server half cannot load: the server must refuse to start (tests/api/plugin-catalog.test.ts). */
throw new Error('this server half is broken on purpose');
