// The admin menu per role (spec doc 1 section 6): managers see everything, the soup coordinator the shop part.
import type { Role } from '../../lib/stores/session-store';

export interface AdminMenuEntry {
  label: string;
  to: string;
  roles: readonly Role[];
  /** The page opens for every staff member and keeps its managers' part to itself ('Mijn account' on settings). */
  pageGuardsItself?: boolean;
}

const MANAGERS: readonly Role[] = ['superuser', 'beheerder'];
const SHOP_STAFF: readonly Role[] = ['superuser', 'beheerder', 'soep_coordinator'];

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { label: 'Website', to: '/admin', roles: MANAGERS },
  { label: 'Gebruikers', to: '/admin/gebruikers', roles: MANAGERS },
  { label: 'Foto uploaden', to: '/admin/foto-upload', roles: MANAGERS },
  { label: 'Fotos', to: '/admin/fotos', roles: MANAGERS },
  { label: 'ContactFormulier', to: '/admin/contactformulier', roles: MANAGERS },
  { label: 'Instellingen', to: '/admin/instellingen', roles: MANAGERS, pageGuardsItself: true },
  { label: 'Logboek', to: '/admin/logboek', roles: MANAGERS },
  { label: 'Donaties', to: '/admin/donaties', roles: MANAGERS },
  { label: 'Leverdagen', to: '/admin/bezorglijsten', roles: SHOP_STAFF },
  { label: 'Bestellingen', to: '/admin/bestellingen', roles: SHOP_STAFF },
  { label: 'Besteldagen', to: '/admin/bestellingdagen', roles: SHOP_STAFF },
  { label: 'Soepen', to: '/admin/soepen', roles: SHOP_STAFF },
  { label: 'Postcodes', to: '/admin/postcodes', roles: SHOP_STAFF },
  { label: 'Blacklist', to: '/admin/blacklist', roles: SHOP_STAFF },
  { label: 'Klanten', to: '/admin/klanten', roles: SHOP_STAFF },
];

export function adminMenuFor(role: Role | undefined): readonly AdminMenuEntry[] {
  return role ? ADMIN_MENU.filter((entry) => entry.roles.includes(role)) : [];
}

/** The menu entry a path belongs to (also for its sub-pages), e.g. /admin/soepen/3 -> Soepen. */
export function adminEntryForPath(pathname: string): AdminMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_MENU.filter((entry) => entry.to !== '/admin').find(
    (entry) => path === entry.to || path.startsWith(`${entry.to}/`),
  );
}

/**
 * The one guard of the back office's screens (issue 25 item 5): whether `role` may open `pathname`. A screen of a
 * menu entry the role does not have shows the "U heeft geen toegang" panel, whatever link led there; the server
 * refuses the calls behind it anyway (403).
 */
export function mayOpen(role: Role | undefined, pathname: string): boolean {
  const entry = adminEntryForPath(pathname);
  if (!entry || entry.pageGuardsItself) return true;
  return role !== undefined && entry.roles.includes(role);
}
