// The main menu on wide screens: plain links, and disclosure dropdowns for the groups.
import { NavLink, useLocation } from 'react-router';
import { isActiveEntry, isMenuGroup, type MenuEntry } from './main-menu';
import { NavDropdown } from './nav-dropdown';
import classes from './site-header.module.css';

export function DesktopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Hoofdmenu" className={classes.nav}>
      <ul className={classes.navList}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {isMenuGroup(entry) ? (
              <NavDropdown group={entry} active={isActiveEntry(entry, pathname)} />
            ) : (
              <NavLink
                to={entry.to}
                end={entry.to === '/'}
                className={classes.link}
                data-active={isActiveEntry(entry, pathname) || undefined}
              >
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
