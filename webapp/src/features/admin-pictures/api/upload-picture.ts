// POST /web/upload-picture (multipart: image, naam, category) with upload progress. fetch() reports no upload
// progress, so this call uses XMLHttpRequest and mirrors the API client: CSRF header, and the status catalogue's
// 401/403/503. A 422 is returned as a message for that one file (each queued file shows its own error).
import { LOGIN_PATH, MESSAGES } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { navigateTo } from '../../../lib/navigation';
import { showFlash } from '../../../lib/stores/flash-store';
import { clearSession, knownSessionToken, sessionSettled } from '../../../lib/stores/session-store';
import { showToast } from '../../../lib/toast';

export interface UploadedPicture {
  id: number;
  uuid: string;
  slug: string;
}

export interface LibraryUpload {
  file: Blob;
  fileName: string;
  naam: string;
  category?: string;
  /** 0..1 while sending. */
  onProgress: (fraction: number) => void;
}

export const UPLOAD_FAILED = 'Het uploaden is mislukt. Probeer het opnieuw.';

export async function uploadLibraryPicture(upload: LibraryUpload): Promise<UploadedPicture> {
  await sessionSettled();
  const form = new FormData();
  form.append('naam', upload.naam);
  if (upload.category) form.append('category', upload.category);
  form.append('image', upload.file, upload.fileName);
  const { status, data } = await send('/web/upload-picture', form, upload.onProgress);
  if (status >= 200 && status < 300) return data as UploadedPicture;
  throw failure(status, data);
}

function send(url: string, body: FormData, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
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
    xhr.onerror = () => reject(new ApiError(0, null, 'Netwerkfout: controleer uw verbinding.'));
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

/** The first Dutch message of a 422 answer (the file's own problem), else its summary. */
export function uploadErrorMessage(data: unknown): string {
  if (!data || typeof data !== 'object') return UPLOAD_FAILED;
  const body = data as { message?: unknown; errors?: unknown };
  if (body.errors && typeof body.errors === 'object') {
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
    }
  }
  return typeof body.message === 'string' ? body.message : UPLOAD_FAILED;
}

function failure(status: number, data: unknown): ApiError {
  switch (status) {
    case 401:
      clearSession();
      navigateTo(LOGIN_PATH);
      showFlash(MESSAGES.notLoggedIn, { color: 'red', duration: 5000 });
      return new ApiError(status, data, MESSAGES.notLoggedIn);
    case 403:
      showToast(MESSAGES.notPermitted, { color: 'red', duration: 4000 });
      return new ApiError(status, data, MESSAGES.notPermitted);
    case 503:
      showFlash(MESSAGES.updating, { color: 'orange', duration: 10000 });
      return new ApiError(status, data, MESSAGES.updating);
    default:
      return new ApiError(status, data, uploadErrorMessage(data));
  }
}
