// The public header: the name and logo, the main menu (a bar on wide screens, a burger menu on phones).
import { Container } from '@mantine/core';
import { useSessionUser } from '../../lib/stores/session-store';
import { BrandLink } from './brand-link';
import { DesktopMenu } from './desktop-menu';
import { mainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import classes from './site-header.module.css';

export function SiteHeader() {
  const loggedIn = useSessionUser() !== null;
  const entries = mainMenu(loggedIn);
  return (
    <header className={classes.header}>
      <Container size="lg">
        <div className={classes.brandRow}>
          <BrandLink />
          <MobileMenu entries={entries} />
        </div>
      </Container>
      <Container size="lg" visibleFrom="lg">
        <DesktopMenu entries={entries} />
      </Container>
    </header>
  );
}
