// The picture library (GET /web/get-all-pictures), fetched once at start; the carousels pick their category.
// Picture files: lib/picture-url.ts.
import { api } from './api-client';
import { createQuery, type QueryResult, useQuery } from './query';

export interface LibraryPicture {
  id: number;
  uuid: string;
  slug: string;
  naam: string;
  category: string | null;
}

export const picturesQuery = createQuery(() => api.get<LibraryPicture[]>('/web/get-all-pictures'));

export function usePictures(): QueryResult<LibraryPicture[]> {
  return useQuery(picturesQuery);
}

export function picturesIn(pictures: readonly LibraryPicture[] | undefined, category: string): LibraryPicture[] {
  return (pictures ?? []).filter((picture) => picture.category === category);
}
