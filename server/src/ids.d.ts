/** 24 lower-case hex characters: 4 bytes of seconds then 8 random bytes, so ids sort by creation. */
export declare function newId(): string;
export { ID_PATTERN } from '@bench/sdk/backend';
