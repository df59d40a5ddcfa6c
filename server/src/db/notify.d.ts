import type { Queryable } from './types.ts';
import type { Publisher } from '../live/types.ts';
type Publish = Publisher['publish'];
/**
 * Publishes through PostgreSQL NOTIFY, so that every server on the database delivers the event to
 * its own live clients (workers, and servers behind a load balancer, share one database). An event
 * too long for one NOTIFY is split by its `ids`.
 */
export declare function notifyPublisher(db: Queryable): Pick<Publisher, 'publish'>;
/**
 * LISTENs for those events and hands each to `deliver`. The connection is re-opened (and LISTEN
 * issued again) whenever it drops, e.g. across a PostgreSQL restart; events NOTIFYed while it is
 * down are lost, and clients refetch what they show when they reconnect. Resolves once listening.
 */
export declare function listenForEvents(url: string, deliver: Publish, warn: (message: string) => void): Promise<() => Promise<void>>;
/**
 * The built-in live endpoint on PostgreSQL: events go out by NOTIFY and come back to every
 * server's endpoint, this one included, so a client sees a change whichever server made it.
 */
export declare function relayedPublisher(local: Publisher, db: Queryable, url: string, warn: (message: string) => void): Promise<Publisher>;
export {};
