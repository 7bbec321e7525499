/** An error the client may see: HTTP status, a stable `errorCode` and a human message. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** 400 with the given code (default VALIDATION_FAILED). */
export const badRequest = (message: string, errorCode = 'VALIDATION_FAILED') => new HttpError(400, errorCode, message);
/** 401: not signed in (or the session has expired). */
export const unauthenticated = (message = 'Sign in first.') => new HttpError(401, 'UNAUTHENTICATED', message);
/** 404 with the given code. */
export const notFound = (errorCode: string, message: string) => new HttpError(404, errorCode, message);
