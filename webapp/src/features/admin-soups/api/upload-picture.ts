// POST product-upload-resized-picture/{product} with upload progress. fetch() reports no upload progress, so this
// one call uses XMLHttpRequest and mirrors the API client: CSRF header, and the status catalogue's 401/403/422/503.
import { LOGIN_PATH, MESSAGES } from '../../../lib/api-client';
import { ApiError, type FieldErrors, ValidationError } from '../../../lib/api-errors';
import { navigateTo } from '../../../lib/navigation';
import { useFieldErrorsStore } from '../../../lib/stores/field-errors-store';
import { showFlash } from '../../../lib/stores/flash-store';
import { clearSession, knownSessionToken, sessionSettled } from '../../../lib/stores/session-store';
import { showToast } from '../../../lib/toast';
import type { AdminProduct } from '../types';

export interface PictureUpload {
  productId: number;
  file: Blob;
  fileName: string;
  /** foto_x, foto_y, foto_width, foto_height (pixels of the original). */
  crop: Record<string, string>;
  name: string;
  /** 0..1 while sending. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export async function uploadCroppedPicture(upload: PictureUpload): Promise<AdminProduct> {
  await sessionSettled();
  const form = new FormData();
  form.append('image', upload.file, upload.fileName);
  form.append('name', upload.name);
  for (const [key, value] of Object.entries(upload.crop)) form.append(key, value);

  const { status, data } = await send(`/web/admin/product-upload-resized-picture/${upload.productId}`, form, upload);
  if (status >= 200 && status < 300) return data as AdminProduct;
  throw failure(status, data);
}

function send(
  url: string,
  body: FormData,
  { onProgress, signal }: Pick<PictureUpload, 'onProgress' | 'signal'>,
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = knownSessionToken();
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, data: parse(xhr.responseText) });
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Netwerkfout'));
    xhr.onabort = () => reject(new ApiError(0, null, 'Afgebroken'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(status: number, data: unknown): ApiError {
  const body = data && typeof data === 'object' ? (data as { message?: unknown; errors?: unknown }) : {};
  const message = typeof body.message === 'string' ? body.message : undefined;
  switch (status) {
    case 401:
      clearSession();
      navigateTo(LOGIN_PATH);
      showFlash(MESSAGES.notLoggedIn, { color: 'red', duration: 5000 });
      return new ApiError(status, data, MESSAGES.notLoggedIn);
    case 403:
      showToast(MESSAGES.notPermitted, { color: 'red', duration: 4000 });
      return new ApiError(status, data, MESSAGES.notPermitted);
    case 422: {
      const errors = fieldErrors(body.errors);
      useFieldErrorsStore.getState().setErrors(errors);
      return new ValidationError(data, message ?? 'De foto kon niet worden opgeslagen.', errors);
    }
    case 503:
      showFlash(MESSAGES.updating, { color: 'orange', duration: 10000 });
      return new ApiError(status, data, MESSAGES.updating);
    default:
      return new ApiError(status, data, message);
  }
}

function fieldErrors(raw: unknown): FieldErrors {
  if (!raw || typeof raw !== 'object') return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(raw)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}
