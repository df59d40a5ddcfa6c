import type { Authenticator } from './auth/authenticator.ts';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import type { Publisher } from './live/types.ts';
import type { Plugins } from './plugins/index.ts';
/** What every route module gets. */
export interface AppContext {
    config: Config;
    db: Db;
    auth: Authenticator;
    publisher: Publisher;
    /** the cataloged plugins: action models, engines and the plugins' own settings */
    plugins: Plugins;
}
