// POST /web/upload-picture (multipart: image, naam, category) with upload progress (the API client's `upload`).
// A refused file (422, or another answer with a message) rejects with that file's own Dutch message, which the
// queue shows beside the file; the 422 does not touch the form's field errors.
import { api } from '../../../lib/api-client';
import { ApiError, shownByClient } from '../../../lib/api-errors';

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
  const form = new FormData();
  form.append('naam', upload.naam);
  if (upload.category) form.append('category', upload.category);
  form.append('image', upload.file, upload.fileName);
  try {
    return await api.upload<UploadedPicture>('/web/upload-picture', form, { ...upload, fieldErrors: false });
  } catch (error) {
    // The answers the API client already words (shownByClient: login, permission, too many, maintenance) and the
    // network failure keep its words; the file's own problem gets the upload's.
    if (error instanceof ApiError && error.status !== 0 && !shownByClient(error)) {
      throw new ApiError(error.status, error.body, uploadErrorMessage(error.body));
    }
    throw error;
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
