// The page numbers under a server-paged list (contract 'Paged lists'), with Dutch labels for screen readers.
import { Pagination } from '@mantine/core';

const CONTROL_LABELS = { first: 'Eerste pagina', previous: 'Vorige pagina', next: 'Volgende pagina', last: 'Laatste pagina' };

export function ListPagination({
  page,
  onChange,
}: {
  page: { current_page: number; last_page: number };
  onChange: (value: number) => void;
}) {
  if (page.last_page <= 1) return null;
  return (
    <Pagination
      mt="md"
      total={page.last_page}
      value={Math.min(page.current_page, page.last_page)}
      onChange={onChange}
      getItemProps={(value) => ({ 'aria-label': `Pagina ${value}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      siblings={1}
    />
  );
}
