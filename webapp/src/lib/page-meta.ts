// Search engines and sharing: on every navigation the page sets its title, meta description, canonical URL and
// Open Graph tags in <head>. The server puts the same tags in the HTML it serves for the public routes
// (src/entrypoints/web/public_routes.py), so crawlers that do not run JavaScript see them too.
import { useEffect } from 'react';
import { SITE_DESCRIPTION, SITE_NAME } from './site-copy';

// The site's name and description, and every public page's description, are in the page table (site-copy.ts).
export { pageDescription, SITE_DESCRIPTION, SITE_NAME } from './site-copy';

export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

/** The canonical address of the current page: no query string or fragment, no trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return `${origin}${path}`;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' };

/** A meta description from (sanitised) HTML: the plain text, at most `max` characters, cut at a word. */
export function descriptionFromHtml(html: string, max: number = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|#x27|amp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function usePageMeta(title: string, description: string = SITE_DESCRIPTION): void {
  useEffect(() => {
    const fullTitle = documentTitle(title);
    const url = canonicalUrl(window.location.origin, window.location.pathname);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:locale', 'nl_NL');
    setCanonical(url);
  }, [title, description]);
}
