// POST product-upload-resized-picture/{product} with upload progress (the API client's `upload`): a 422 puts its
// messages under the fields.
import { api } from '../../../lib/api-client';
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

export function uploadCroppedPicture(upload: PictureUpload): Promise<AdminProduct> {
  const form = new FormData();
  form.append('image', upload.file, upload.fileName);
  form.append('name', upload.name);
  for (const [key, value] of Object.entries(upload.crop)) form.append(key, value);
  return api.upload<AdminProduct>(`/web/admin/product-upload-resized-picture/${upload.productId}`, form, upload);
}
