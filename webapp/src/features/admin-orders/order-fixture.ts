// Test data shared by the order tests: order 120 of Jan Jansen as the admin API gives its head (the tests add the
// remark, source, totals and lines they are about).
import type { AdminOrder } from './types';

export const JANS_ORDER = {
  id: 120,
  uuid: 'u-120',
  voornaam: 'Jan',
  achternaam: 'Jansen',
  email: 'jan@voorbeeld.nl',
  telefoonnummer: '0612345678',
  postcode: '3581WS',
  huisnummer: 12,
  huisnummer_extension: 'A',
  straat: 'Nachtegaalstraat',
  plaats: 'Utrecht',
  bedrijfsnaam: null,
} satisfies Partial<AdminOrder>;
