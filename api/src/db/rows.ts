import type { Database } from '../../../supabase/types/database.ts'

// Row types come from supabase/types/database.ts (generated from the migrations by `npm run
// db:types`, checked in CI), so a migration that renames or drops a column fails the typecheck of
// every query that names it. Type-only: nothing here exists at run time (Deno loads it too).

type Schema = Database['public']

export type TableName = keyof Schema['Tables']
export type ViewName = keyof Schema['Views']

/** A row of a table of `public`, as the generator types it. */
export type Row<T extends TableName> = Schema['Tables'][T]['Row']
/** A row of a view of `public`, as the generator types it. */
export type ViewRow<V extends ViewName> = Schema['Views'][V]['Row']

/** A timestamp as postgres.js parses it (a Date), keeping the column's nullability. */
type AsDate<T> = null extends T ? Date | null : Date

/**
 * Some columns of a row, with the timestamp columns `D` as Date: the generator writes timestamps
 * as strings (PostgREST's JSON), but postgres.js hands them over parsed.
 */
export type Cols<R, K extends keyof R, D extends K = never> = Omit<Pick<R, K>, D> & { [P in D]: AsDate<R[P]> }

/**
 * Replaces the type of columns the generator cannot type as they arrive: a text column under a
 * check constraint as its union, numeric as the string postgres.js gives. Every key must be a
 * column of `R` (a renamed column fails here too).
 */
export type Narrow<R, O extends { [P in keyof O]: P extends keyof R ? unknown : never }> = Omit<R, keyof O> & O
