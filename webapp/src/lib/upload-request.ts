// A multipart POST with upload progress. fetch() reports no upload progress, so uploads use XMLHttpRequest; the
// API client (`api.upload`) adds the session wait and the status catalogue, as for every other call.
import { ApiError } from './api-errors';

export interface ProgressOptions {
  /** 0..1 while sending; 1 once the answer is in. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RawAnswer {
  status: number;
  data: unknown;
}

export function sendWithProgress(
  url: string,
  body: FormData,
  csrfToken: string | undefined,
  { onProgress, signal }: ProgressOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, data: parse(xhr.responseText) });
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Netwerkfout: controleer uw verbinding.'));
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
