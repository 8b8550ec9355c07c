// The one API client: JSON in and out, the session's CSRF header, and the spec's status-code catalogue, once.
import { ApiError, type FieldErrors, NotFoundError, ValidationError } from './api-errors';
import { navigateTo } from './navigation';
import { useFieldErrorsStore } from './stores/field-errors-store';
import { type FlashOptions, showFlash } from './stores/flash-store';
import { clearSession, knownSessionToken, sessionSettled } from './stores/session-store';
import { showToast, type ToastOptions } from './toast';
import { type ProgressOptions, type RawAnswer, sendWithProgress } from './upload-request';

export const MESSAGES = {
  notLoggedIn: 'U bent niet ingelogd. Log in om verder te gaan.',
  notPermitted: 'Deze actie is niet toegestaan',
  updating: 'De applicatie wordt moment ge-update. Probeer het later opnieuw.',
  tooManyAttempts: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
} as const;

export const LOGIN_PATH = '/inloggen';

export interface RequestOptions {
  /** Sent as JSON; a FormData body is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set to false only for the call that fetches the session token itself. */
  waitForSession?: boolean;
  /**
   * Set to false for calls the visitor did not submit (the address lookup on blur): their 422 answer is returned as
   * a ValidationError but not written into the form's field errors, so no field turns red before a real submit.
   */
  fieldErrors?: boolean;
}

export type UploadOptions = ProgressOptions & Pick<RequestOptions, 'fieldErrors'>;

/** A downloaded file: its bytes, and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** What the client needs from the rest of the app; tests pass fakes. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  sessionToken: () => string | undefined;
  sessionSettled: () => Promise<void>;
  clearSession: () => void;
  setFieldErrors: (errors: FieldErrors) => void;
  flash: (message: string, options: FlashOptions) => void;
  toast: (message: string, options: ToastOptions) => void;
  navigate: (to: string) => void;
  /** The multipart POST with upload progress (XMLHttpRequest unless a test passes a fake). */
  sendWithProgress?: (url: string, body: FormData, csrfToken: string | undefined, options: ProgressOptions) => Promise<RawAnswer>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
    if (options.waitForSession !== false) await deps.sessionSettled();
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const token = deps.sessionToken();
    if (method !== 'GET' && token) headers.set('X-CSRF-Token', token);

    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal ?? null,
      });
    } catch (cause) {
      // Offline or aborted: rejected without a message (spec: other errors show nothing).
      throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Netwerkfout');
    }
    const data = await readBody(response);
    if (response.ok) return data as T;
    throw failure(response.status, data, options.fieldErrors !== false);
  }

  /** A multipart POST that reports its upload progress; the answers as for `request`. */
  async function upload<T>(url: string, body: FormData, options: UploadOptions): Promise<T> {
    await deps.sessionSettled();
    const send = deps.sendWithProgress ?? sendWithProgress;
    const { status, data } = await send(url, body, deps.sessionToken(), options);
    if (status >= 200 && status < 300) return data as T;
    throw failure(status, data, options.fieldErrors !== false);
  }

  /**
   * A GET of a file (a workbook, an export), read as a stream so a screen can show progress (a fraction, or null
   * while the size is unknown). A failed answer is handled as for `request` (401: to the login page with the banner).
   */
  async function download(url: string, onProgress?: (fraction: number | null) => void): Promise<DownloadedFile> {
    await deps.sessionSettled();
    let response: Response;
    try {
      response = await deps.fetch(url, { credentials: 'same-origin' });
    } catch (cause) {
      throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Netwerkfout');
    }
    if (!response.ok) throw failure(response.status, await readBody(response), false);
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
    if (!response.body) return { blob: await response.blob(), fileName };
    const total = Number(response.headers.get('Content-Length') ?? 0);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress?.(total > 0 ? Math.min(1, received / total) : null);
    }
    onProgress?.(1);
    return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
  }

  function failure(status: number, data: unknown, storeFieldErrors: boolean): ApiError {
    switch (status) {
      case 401:
        deps.clearSession();
        deps.navigate(LOGIN_PATH);
        deps.flash(MESSAGES.notLoggedIn, { color: 'red', duration: 5000 });
        return new ApiError(status, data, MESSAGES.notLoggedIn);
      case 403:
        deps.toast(MESSAGES.notPermitted, { color: 'red', duration: 4000 });
        return new ApiError(status, data, MESSAGES.notPermitted);
      case 404:
        return new NotFoundError(data);
      case 422: {
        const errors = fieldErrorsOf(data);
        if (storeFieldErrors) deps.setFieldErrors(errors);
        return new ValidationError(data, messageOf(data) ?? 'De invoer is niet geldig.', errors);
      }
      case 429: {
        const message = messageOf(data) ?? MESSAGES.tooManyAttempts;
        deps.flash(message, { color: 'red', duration: 5000 });
        return new ApiError(status, data, message);
      }
      case 503:
        deps.flash(MESSAGES.updating, { color: 'orange', duration: 10000 });
        return new ApiError(status, data, MESSAGES.updating);
      default:
        return new ApiError(status, data);
    }
  }

  return {
    request,
    upload,
    download,
    get: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', url, options),
    post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, { ...options, body }),
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

function fieldErrorsOf(data: unknown): FieldErrors {
  if (!data || typeof data !== 'object' || !('errors' in data)) return {};
  const raw = data.errors;
  if (!raw || typeof raw !== 'object') return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(raw)) {
    if (Array.isArray(messages)) {
      errors[field] = messages.filter((m): m is string => typeof m === 'string');
    } else if (typeof messages === 'string') {
      errors[field] = [messages];
    }
  }
  return errors;
}

/** The app's client, wired to the real stores, router and toasts. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  sessionToken: knownSessionToken,
  sessionSettled,
  clearSession,
  setFieldErrors: (errors) => useFieldErrorsStore.getState().setErrors(errors),
  flash: showFlash,
  toast: showToast,
  navigate: navigateTo,
});
