const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid UUID; anything else must never reach a uuid column. */
export const isUuid = (value: string) => UUID.test(value);
