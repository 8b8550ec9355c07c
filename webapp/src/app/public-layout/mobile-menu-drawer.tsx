// The phone menu's drawer: every page, the dropdown groups as headed lists.
import { Drawer } from '@mantine/core';
import { NavLink } from 'react-router';
import { isMenuGroup, type MenuEntry, type MenuLink } from './main-menu';
import classes from './mobile-menu.module.css';

interface MobileMenuDrawerProps {
  entries: readonly MenuEntry[];
  opened: boolean;
  onClose: () => void;
}

export function MobileMenuDrawer({ entries, opened, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* role="none": the drawer's header element must not count as a second page banner. */}
        <Drawer.Header role="none">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Menu sluiten" />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label="Hoofdmenu">
            <ul className={classes.list}>
              {entries.map((entry) =>
                isMenuGroup(entry) ? (
                  <li key={entry.label}>
                    <h3 className={classes.groupLabel} id={groupId(entry.label)}>
                      {entry.label}
                    </h3>
                    <ul className={classes.list} aria-labelledby={groupId(entry.label)}>
                      {entry.links.map((link) => (
                        <li key={link.to}>
                          <DrawerLink link={link} onNavigate={onClose} nested />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.label}>
                    <DrawerLink link={entry} onNavigate={onClose} />
                  </li>
                ),
              )}
            </ul>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function DrawerLink({ link, onNavigate, nested = false }: { link: MenuLink; onNavigate: () => void; nested?: boolean }) {
  return (
    <NavLink to={link.to} end onClick={onNavigate} className={nested ? `${classes.link} ${classes.nested}` : classes.link}>
      {link.label}
    </NavLink>
  );
}

function groupId(label: string): string {
  return `menu-groep-${label.toLowerCase().replace(/\s+/g, '-')}`;
}
