import type { ValidateOptions } from '../../lib/validate.ts'

/** The dashboard's forms show the server's message as it is: it is the first issue's own (spec texts). */
export const form: ValidateOptions = { message: 'first-issue' }
