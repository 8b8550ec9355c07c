// The picture library calls (contract 'Pictures'): save-picture-category and delete-picture. The list itself is
// the public get-all-pictures query in lib/pictures (the carousels read the same one).
import { api } from '../../../lib/api-client';

export function savePictureCategory(id: number, category: string | null): Promise<unknown> {
  return api.post(`/web/save-picture-category/${id}`, { category });
}

export function deletePicture(uuid: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/web/delete-picture/${encodeURIComponent(uuid)}`);
}
