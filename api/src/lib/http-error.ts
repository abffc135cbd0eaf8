import type { ContentfulStatusCode } from 'hono/utils/http-status'

export interface Issue {
  path: (string | number)[]
  message: string
}

/** An error that becomes the API's one error shape: `{ message, issues? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message)
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues)
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message)
export const forbidden = (message = 'Not allowed') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
