/** A plain object (not null, not a list): what JSON from a client or the database must be to be read by key. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` read as a record, or an empty one when it is anything else. */
export const recordOrEmpty = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
