// The public layout: header with the main menu, the page, and the footer. Knows whether staff is logged in
// (for the Admin menu item) through the silent session call.
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { loadSession } from '../../lib/session';
import { MAIN_CONTENT_ID } from '../use-navigation-reset';
import classes from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  useEffect(() => {
    loadSession({ required: false }).catch(() => undefined);
  }, []);

  return (
    <div className={classes.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Naar de inhoud
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="lg" py="xl">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
