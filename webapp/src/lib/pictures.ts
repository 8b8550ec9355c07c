// The picture library (GET /web/get-all-pictures), fetched once at start; the carousels pick their category.
// Picture files come from GET /web/picture/{uuid}?size=, which keeps widths 320, 640 and 1280 (WebP when accepted).
import { api } from './api-client';
import { createQuery, type QueryResult, useQuery } from './query';

export interface LibraryPicture {
  id: number;
  uuid: string;
  slug: string;
  naam: string;
  category: string | null;
}

export const PICTURE_WIDTHS = [320, 640, 1280] as const;

export const picturesQuery = createQuery(() => api.get<LibraryPicture[]>('/web/get-all-pictures'));

export function usePictures(): QueryResult<LibraryPicture[]> {
  return useQuery(picturesQuery);
}

export function picturesIn(pictures: readonly LibraryPicture[] | undefined, category: string): LibraryPicture[] {
  return (pictures ?? []).filter((picture) => picture.category === category);
}

export function libraryPictureUrl(uuid: string, width: number = 640): string {
  return `/web/picture/${encodeURIComponent(uuid)}?size=${width}`;
}

export function librarySrcSet(uuid: string): string {
  return PICTURE_WIDTHS.map((width) => `${libraryPictureUrl(uuid, width)} ${width}w`).join(', ');
}
