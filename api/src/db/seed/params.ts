// Array parameters for `unnest(...)`. postgres.js types an array of Dates or booleans as a single
// timestamptz or boolean, which `::timestamptz[]` then refuses; sent as strings they are typed by
// the server instead. Booleans must also be cast `::text[]::bool[]`: once the server says bool[],
// postgres.js turns every element that is not `true` (the string 't' included) into false.
// Numbers, strings and nulls need nothing.

export const ts = (d: Date | null): string | null => (d ? d.toISOString() : null)

/** For a `${...}::text[]::bool[]` parameter. */
export const bool = (b: boolean): string => (b ? 't' : 'f')

/** A text[] literal of simple values, for array columns passed as one text element per row. */
export const textArray = (items: readonly string[]): string =>
  `{${items.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`
