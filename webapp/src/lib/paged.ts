// A server-paginated list as the staff API answers it (Laravel's paginator shape), and its range line.

export interface Paged<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  next_page_url: string | null;
}

/** '26 t/m 50 van 60', or 'Geen resultaten'. */
export function rangeText(page: { current_page: number; per_page: number; total: number; data: unknown[] }): string {
  if (page.total === 0 || page.data.length === 0) return 'Geen resultaten';
  const first = (page.current_page - 1) * page.per_page + 1;
  const last = first + page.data.length - 1;
  return `${first} t/m ${last} van ${page.total}`;
}
