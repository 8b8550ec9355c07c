// The errors the API client rejects with. Screens rarely need more than `instanceof`.

export type FieldErrors = Record<string, string[]>;

/** Any failed call: `status` is the HTTP status (0 when the server could not be reached). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message = `HTTP ${status}`) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** HTTP 404: the route's error boundary shows the 404 page for it. */
export class NotFoundError extends ApiError {
  constructor(body: unknown = null) {
    super(404, body, 'Niet gevonden');
    this.name = 'NotFoundError';
  }
}

/** HTTP 422: the field errors are also in the field-errors store, shown under the inputs. */
export class ValidationError extends ApiError {
  readonly errors: FieldErrors;

  constructor(body: unknown, message: string, errors: FieldErrors) {
    super(422, body, message);
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError;
}

/**
 * Whether the API client already told the user about this failure (banner or toast): 401, 403, 429 and 503, admin
 * and public calls alike. The one rule for every screen (decision 0127): such a failure gets no second message of
 * its own; any other failure (a 500, a network failure: status 0) still does.
 */
export function shownByClient(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 429, 503].includes(error.status);
}
