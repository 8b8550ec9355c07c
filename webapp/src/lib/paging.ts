// The back office's server-paged lists (contract 'Paged lists'): the answer's shape and its status line.

export interface PageOf<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** '26 t/m 50 van 120', or 'Geen resultaten'. */
export function rangeText(page: { current_page: number; per_page: number; total: number; data: unknown[] }): string {
  if (page.total === 0 || page.data.length === 0) return 'Geen resultaten';
  const first = (page.current_page - 1) * page.per_page + 1;
  return `${first} t/m ${first + page.data.length - 1} van ${page.total}`;
}
