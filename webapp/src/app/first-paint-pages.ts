// What the server paints before the web app has run (issue 17): per public page its heading, fixed paragraphs, the
// settings variables whose HTML is its text and the picture category of its carousel. The build writes this list
// to dist/.vite/first-paint.json (vite.config.ts); src/entrypoints/web/first_paint.py fills it with the current
// settings and pictures into the HTML it sends, and the web app replaces that markup when it starts.
// One source: the same definitions the pages render from.
import { CONTACT_INTRO, CONTACT_TITLE } from '../features/contact/contact-form';
import { HOME_INTRO, HOME_SECTIONS } from '../features/home/home-sections';
import { INFO_PAGES } from '../features/info-pages/info-pages';
import { SITE_NAME } from '../lib/page-meta';

export interface FirstPaintText {
  variable: string;
  /** A heading above the text (home's sections), unless the text starts with its own. */
  title?: string;
}

export interface FirstPaintPage {
  path: string;
  title: string;
  paragraphs: readonly string[];
  category: string | null;
  texts: readonly FirstPaintText[];
}

/** Information pages whose path a page of its own takes over (router.tsx: the donation routes come first). */
const REPLACED = new Set(['meedoen/donaties']);

export const FIRST_PAINT_PAGES: readonly FirstPaintPage[] = [
  {
    path: '/',
    title: SITE_NAME,
    paragraphs: [HOME_INTRO],
    category: 'home',
    texts: HOME_SECTIONS.map((section) => ({ variable: section.variable, title: section.title })),
  },
  { path: '/contact', title: CONTACT_TITLE, paragraphs: [CONTACT_INTRO], category: null, texts: [] },
  ...INFO_PAGES.filter((page) => !REPLACED.has(page.path)).map((page) => ({
    path: `/${page.path}`,
    title: page.title,
    paragraphs: page.paragraphs ?? [],
    category: page.category ?? null,
    texts: [...(page.variable ? [page.variable] : []), ...(page.variables ?? [])].map((variable) => ({ variable })),
  })),
];
