// The public information pages (spec doc 1, section 2): the pages of the site's page table that have `info`
// (src/entrypoints/site_copy/pages.json, read through lib/site-copy.ts): path, heading, search-engine description,
// the settings variables whose HTML is the page's text (managers edit them under 'Instellingen'; the defaults are in
// src/entrypoints/site_copy/texts/), the picture category of the page's carousel (the table in
// docs/decisions/0014-picture-library-and-public-site.md), links on, and an optional extra block.
import { type InfoContent, SITE_PAGES } from '../../lib/site-copy';

export interface InfoPageDefinition extends InfoContent {
  /** Route path without the leading slash. */
  path: string;
  title: string;
  /** The meta description (search engines and sharing); the site's description when absent. */
  description?: string;
}

export const INFO_PAGES: readonly InfoPageDefinition[] = SITE_PAGES.flatMap((page) =>
  page.info ? [{ ...page.info, path: page.path.slice(1), title: page.title, description: page.description }] : [],
);
