// Entry point: fonts and styles (all served from our own origin), the settings (embedded in the page or fetched),
// the router, React (after the server's first paint has settled).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { registerNavigator } from './lib/navigation';
import { settingsQuery } from './lib/settings';
import { picturesQuery } from './lib/pictures';
import { EMBEDDED_CATALOGUE_ID, EMBEDDED_PICTURES_ID, EMBEDDED_SETTINGS_ID, seedIfEmbedded, seedOrLoad } from './lib/embedded-data';
import { productsQuery } from './features/shop/api/get-products';
import { firstPaintSettled, routerInitialized } from './lib/first-paint';

seedOrLoad(settingsQuery, EMBEDDED_SETTINGS_ID);
seedOrLoad(picturesQuery, EMBEDDED_PICTURES_ID);
seedIfEmbedded(productsQuery, EMBEDDED_CATALOGUE_ID);

const router = createAppRouter();
registerNavigator((to) => {
  void router.navigate(to);
});

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// The server's first paint (a public page's heading, texts and picture) stays until its picture is on screen. The app
// renders in a transition: in small steps that yield to the browser, so it never blocks the page for long.
void firstPaintSettled(document, () => routerInitialized(router)).then(() => {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
});
