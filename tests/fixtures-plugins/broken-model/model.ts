/** A cataloged plugin whose model cannot load: the server must refuse to start (tests/api/plugin-catalog.test.ts). */
throw new Error('this model is broken on purpose');
