// The data the server embedded in the page's HTML (src/entrypoints/web/public_routes.py, `embedded_data`): the
// public settings, the picture list and, on shop pages, the catalogue. Queries start from it, so the first paint
// needs no second round trip; later reloads fetch from the API as before.
import type { Query } from './query';

export const EMBEDDED_SETTINGS_ID = 'soep-settings';
export const EMBEDDED_PICTURES_ID = 'soep-pictures';
export const EMBEDDED_CATALOGUE_ID = 'soep-catalogue';

/** The JSON in `<script type="application/json" id={id}>`, or undefined when absent or unreadable. */
export function readEmbedded<T>(id: string, doc: Document = document): T | undefined {
  const element = doc.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}

/** Seeds the query from the embedded data when there is some; otherwise starts its fetch. */
export function seedOrLoad<T>(query: Query<T>, id: string, doc: Document = document): void {
  const data = readEmbedded<T>(id, doc);
  if (data !== undefined) query.seed(data);
  else query.load().catch(() => undefined);
}

/** Seeds the query when the page carries its data; never fetches (for data only some pages need). */
export function seedIfEmbedded<T>(query: Query<T>, id: string, doc: Document = document): void {
  const data = readEmbedded<T>(id, doc);
  if (data !== undefined) query.seed(data);
}
