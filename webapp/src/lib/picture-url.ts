// Picture URLs, one rule for every screen: the server keeps widths 320, 640 and 1280 of every picture
// (GET /web/picture/{uuid}?size=, WebP when accepted).

export const PICTURE_WIDTHS = [320, 640, 1280] as const;

export function pictureUrl(uuid: string, width: number = 640): string {
  return `/web/picture/${encodeURIComponent(uuid)}?size=${width}`;
}

export function pictureSrcSet(uuid: string): string {
  return PICTURE_WIDTHS.map((width) => `${pictureUrl(uuid, width)} ${width}w`).join(', ');
}
