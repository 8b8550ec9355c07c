// The website's copy, declared once for the server and the web app: the page table in
// src/entrypoints/site_copy/pages.json (paths, titles, search-engine descriptions, and what the information pages
// show). The server reads the same file (src/entrypoints/web/public_routes.py) and the first paint is built from
// these pages (app/first-paint-pages.ts). Vite inlines the parts used into the entry file. Decision 0063.
import { pages, site, workshops } from '../../../src/entrypoints/site_copy/pages.json';

export interface SiteLink {
  label: string;
  to: string;
}

export type InfoExtra = 'vacancies' | 'publications' | 'workshop-tiles';

/** What an information page shows below its heading. */
export interface InfoContent {
  /** Fixed text shown above the variables (only where no page-text variable exists). */
  paragraphs?: readonly string[];
  /** The settings variables whose HTML is the page's text, one after the other. */
  variables?: readonly string[];
  /** The picture category whose pictures the page's carousel shows. */
  category?: string;
  extra?: InfoExtra;
  links?: readonly SiteLink[];
}

export interface SitePage {
  /** Route path with the leading slash. */
  path: string;
  title: string;
  /** The meta description (search engines and sharing); the site's description when absent. */
  description?: string;
  /** False for app routes that are no landing pages for search engines. */
  indexed?: boolean;
  info?: InfoContent;
}

export interface WorkshopTile {
  title: string;
  to: string;
  category: string;
  summary: string;
}

export const SITE_NAME: string = site.name;
export const SITE_DESCRIPTION: string = site.description;
export const SITE_PAGES = pages as readonly SitePage[];
export const WORKSHOPS: readonly WorkshopTile[] = workshops;

/** The search-engine description of a public page (the site's own when the page has none). */
export function pageDescription(path: string): string {
  return SITE_PAGES.find((page) => page.path === path)?.description ?? SITE_DESCRIPTION;
}
