import { describe, expect, it } from 'vitest';
import { pictureSrcSet, pictureUrl } from './picture-url';

describe('picture URLs', () => {
  it('asks for the 640 px variant unless told otherwise, the uuid escaped', () => {
    expect(pictureUrl('u-1')).toBe('/web/picture/u-1?size=640');
    expect(pictureUrl('a b', 320)).toBe('/web/picture/a%20b?size=320');
  });

  it('builds a srcset of the three stored widths', () => {
    expect(pictureSrcSet('u-1')).toBe(
      '/web/picture/u-1?size=320 320w, /web/picture/u-1?size=640 640w, /web/picture/u-1?size=1280 1280w',
    );
  });
});
