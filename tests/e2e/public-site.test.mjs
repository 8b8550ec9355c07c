// The public information site on a phone (Chromium, real server with demo data): every page of document 1
// section 2 with its heading, its text and its photo carousel; the menu by touch and keyboard; a carousel swiped
// by touch; the vacancy rules (visible, invisible, vacancy 10, 'Geen vacature gevonden', none open); search-engine
// tags, sitemap and the 404 status.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useStack } from './harness.mjs';
import { DEMO_USERS, loginViaApi } from './staff-login.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'nl-NL' };

/** Path, heading, a piece of its text, and the picture category of its carousel. */
export const PUBLIC_PAGES = [
  ['/', 'Stichting De Soepketel', 'Iedere werkdag verse soep', 'home'],
  ['/dagprogramma', 'Dagprogramma', 'jongeren van 14 tot 27 jaar', 'dagprogramma'],
  ['/over-ons', 'Over ons', 'Waar wij voor staan', 'overons_algemeen'],
  ['/over-ons/visie', 'Visie', 'Wij kijken naar wat een jongere wél kan', 'overons_visie'],
  ['/over-ons/geschiedenis', 'Geschiedenis', 'buurthuiskeuken', 'overons_geschiedenis'],
  ['/over-ons/grondsteenspreuk', 'Grondsteenspreuk', 'staat er nooit alleen voor', 'overons_algemeen'],
  ['/over-ons/onze-woorden', 'Onze woorden', 'Vakkracht', 'overons_algemeen'],
  ['/over-ons/organisatie', 'Organisatie', 'Jaarstukken', 'overons_organisatie'],
  ['/klachtenprocedure', 'Klachtenprocedure', 'vertrouwenspersoon', 'overons_klachtenprocedure'],
  ['/beschermd-wonen', 'Beschermd Wonen', 'veertien plaatsen', 'beschermdwonen'],
  ['/beschut-wonen', 'Beschut Wonen', 'eigen studio', 'beschutwonen'],
  ['/werkplaatsen', 'Werkplaatsen', 'leren jongeren door te doen', 'werkplaatsen_alle_werkplaatsen'],
  ['/werkplaatsen/sport-en-spel', 'Sport en spel', 'Bewegen geeft energie', 'werkplaatsen_sport'],
  ['/werkplaatsen/het-leerhuis', 'Het leerhuis', 'taal, rekenen', 'werkplaatsen_hetleerhuis'],
  ['/werkplaatsen/horeca', 'Horeca', 'Het hart van De Soepketel is de keuken', 'werkplaatsen_horeca'],
  ['/werkplaatsen/buiten', 'Buiten', 'moestuin', 'werkplaatsen_buiten'],
  ['/werkplaatsen/kunst', 'Kunst', 'atelier', 'werkplaatsen_kunst'],
  ['/werkplaatsen/huis-en-haard', 'Huis en haard', 'Gast aan tafel', 'werkplaatsen_gastaantafel'],
  ['/meedoen', 'Meedoen', 'Vrijwilligers helpen', 'meedoen_doemee'],
  ['/meedoen/werken-bij', 'Werken bij', 'cao Sociaal Werk', 'meedoen_werkenbij'],
  ['/meedoen/stage-lopen', 'Stage lopen', 'erkend leerbedrijf', 'meedoen_stagiaires'],
  ['/meedoen/vrijwilligers', 'Vrijwilligers', 'Verklaring Omtrent het Gedrag', 'meedoen_vrijwilligers'],
  ['/meedoen/woongemeenschap', 'Woongemeenschap', '26 woningen', 'meedoen_woongemeenschap'],
  ['/meedoen/woongemeenschap/nieuwe-bewoner', 'Nieuwe bewoner gezocht', 'Wie zoeken wij?', 'meedoen_woongemeenschap'],
  ['/meedoen/vrienden-van', 'Vrienden van', 'vriendenmiddag', 'meedoen_vriendenvan'],
  ['/meedoen/donaties', 'Donaties', 'fiscaal aftrekbaar', 'meedoen_donaties'],
  ['/meedoen/doneren', 'Doneren', 'betaal veilig met iDEAL', 'meedoen_doneren'],
];

const SITE_DESCRIPTION =
  'Stichting De Soepketel: dagprogramma, beschermd en beschut wonen, werkplaatsen en elke werkdag verse soep, ' +
  'gekookt door jongeren.';

const stack = useStack({ mail: true });

async function phonePage(options = {}) {
  const context = await stack.browser.newContext({ ...PHONE, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

test('every public page shows its heading, its text, its carousel and its search-engine tags', async () => {
  const { context, page, problems } = await phonePage();
  try {
    for (const [path, heading, text, category] of PUBLIC_PAGES) {
      const response = await page.goto(`${stack.server.baseUrl}${path}`);
      assert.equal(response.status(), 200, path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.getByText(text).first().waitFor();
      const carousel = page.locator(`[data-testid="page-carousel"][data-category="${category}"]`);
      await carousel.waitFor();
      const first = carousel.locator('img').first();
      assert.ok((await first.getAttribute('alt')).length > 3, `${path}: alt text from the picture's name`);
      assert.match(await first.getAttribute('srcset'), /size=320 320w, .*size=640 640w/);
      assert.ok(await first.getAttribute('sizes'));
      assert.equal(await first.getAttribute('width'), '1280');
      assert.equal(await first.getAttribute('loading'), 'eager');
      assert.equal(await first.getAttribute('fetchpriority'), 'high');
      const title = heading === 'Stichting De Soepketel' ? heading : `${heading} | Stichting De Soepketel`;
      assert.equal(await page.title(), title, path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      assert.equal(new URL(canonical).pathname, path);
      assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.ok(description.length > 40, path);
      if (path !== '/') assert.notEqual(description, SITE_DESCRIPTION, `${path}: a description of its own`);
      assert.equal(await page.locator('html').getAttribute('lang'), 'nl');
    }
    // A phone downloads a small variant of the first picture.
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${stack.server.baseUrl}/werkplaatsen/kunst`);
    await page.locator('[data-testid="page-carousel"] img').first().evaluate((img) => img.decode());
    assert.ok(requested.some((url) => /\/web\/picture\/.*size=(320|640)$/.test(url)), requested.join('\n'));
    assert.ok(!requested.some((url) => /size=1280/.test(url)), 'not the widest variant on a phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('werkplaatsen: a picture tile per workshop links to its page; organisatie lists the publications', async () => {
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/werkplaatsen`);
    const tiles = page.getByRole('list', { name: 'Werkplaatsen' }).getByRole('link');
    await tiles.first().waitFor();
    assert.equal(await tiles.count(), 6);
    await tiles.filter({ hasText: 'Horeca' }).click();
    await page.getByRole('heading', { level: 1, name: 'Horeca' }).waitFor();
    await page.goto(`${stack.server.baseUrl}/over-ons/organisatie`);
    const publications = page.getByTestId('publications');
    await publications.waitFor();
    for (const name of ['ANBI-formulier', 'Activiteitenverslag', 'Jaarrekening', 'Beleidsplan']) {
      await publications.getByText(name).waitFor();
    }
    // a fresh install links four real PDFs from the demo data (issue 25 item 20)
    assert.equal(await publications.getByText(/op aanvraag verkrijgbaar/).count(), 0);
    const links = publications.getByRole('link');
    assert.equal(await links.count(), 4);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      const answer = await page.request.get(new URL(href, stack.server.baseUrl).toString());
      assert.equal(answer.status(), 200, href);
      assert.match(answer.headers()['content-type'] ?? '', /application\/pdf/);
      assert.equal((await answer.body()).subarray(0, 5).toString(), '%PDF-');
    }
  } finally {
    await context.close();
  }
});

test('menu on a phone: by touch and by keyboard', async () => {
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/`);
    await page.getByRole('button', { name: 'Menu openen' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Het leerhuis' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Het leerhuis' }).waitFor();
    await drawer.waitFor({ state: 'detached' });

    const burger = page.getByRole('button', { name: 'Menu openen' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    const target = drawer.getByRole('link', { name: 'Geschiedenis' });
    for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Geschiedenis' }).waitFor();
  } finally {
    await context.close();
  }

  // A tablet held sideways shows the menu bar: its dropdowns open with a tap.
  const tablet = await stack.browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'nl-NL' });
  try {
    const page = await tablet.newPage();
    await page.goto(`${stack.server.baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('button', { name: 'Meedoen' }).tap();
    await nav.getByRole('link', { name: 'Stage lopen' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Stage lopen' }).waitFor();
  } finally {
    await tablet.close();
  }
});

test('a carousel swipes by touch, and moves with the buttons and the arrow keys', async () => {
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/`);
    const carousel = page.getByTestId('page-carousel');
    const status = carousel.getByTestId('carousel-status');
    await status.getByText('Foto 1 van 3').waitFor();
    const box = await carousel.locator('img').first().boundingBox();
    const y = box.y + box.height / 2;
    const session = await context.newCDPSession(page);
    const touch = (type, x) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width * 0.85);
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.85 - step * 0.08));
    await touch('touchEnd', 0);
    await status.getByText('Foto 2 van 3').waitFor();

    await carousel.getByRole('button', { name: 'Volgende foto' }).tap();
    await status.getByText('Foto 3 van 3').waitFor();
    await carousel.getByRole('button', { name: 'Vorige foto' }).focus();
    await page.keyboard.press('ArrowLeft');
    await status.getByText('Foto 2 van 3').waitFor();
    assert.equal(await carousel.getByTestId('carousel-play').count(), 0, 'no autoplay with reduced motion');
  } finally {
    await context.close();
  }

  // Without reduced motion it plays by itself, and the visitor can pause it.
  const moving = await stack.browser.newContext({ ...PHONE, reducedMotion: 'no-preference' });
  try {
    const page = await moving.newPage();
    await page.goto(`${stack.server.baseUrl}/`);
    const pause = page.getByRole('button', { name: 'Automatisch afspelen pauzeren' });
    await pause.tap();
    await page.getByRole('button', { name: 'Automatisch afspelen starten' }).waitFor();
  } finally {
    await moving.close();
  }
});

test('vacancies: none open, a visible one, an invisible one, vacancy 10 and an unknown one', async () => {
  const { context, page } = await phonePage();
  try {
    await page.goto(`${stack.server.baseUrl}/meedoen`);
    await page.getByTestId('vacancy-list').getByText('Op dit moment staan er geen vacatures open.').waitFor();

    const token = await loginViaApi(context, stack.server.baseUrl, stack.sink, DEMO_USERS.beheerder);
    const saved = await context.request.post(`${stack.server.baseUrl}/web/admin/save_variables`, {
      headers: { 'X-CSRF-Token': token },
      data: {
        category: 'vacatures',
        vacature_zichtbaar_1: 1,
        titel_voor_vacature_1: 'Kok (24 uur)',
        link_voor_vacature_1: 'kok',
        vacature_tekst_1: '<p>Wij zoeken een kok die jongeren graag iets leert.</p>',
        vacature_zichtbaar_2: 0,
        titel_voor_vacature_2: 'Verborgen vacature',
        link_voor_vacature_2: 'verborgen',
        vacature_tekst_2: '<p>Deze tekst is niet zichtbaar.</p>',
        vacature_zichtbaar_10: 1,
        titel_voor_vacature_10: 'Begeleider beschermd wonen',
        link_voor_vacature_10: 'begeleider-wonen',
        vacature_tekst_10: '<p>Begeleider voor ons huis met veertien plaatsen.</p>',
      },
    });
    assert.equal(saved.status(), 200, await saved.text());

    await page.goto(`${stack.server.baseUrl}/meedoen`);
    const list = page.getByTestId('vacancy-list');
    await list.getByRole('link', { name: 'Kok (24 uur)' }).waitFor();
    assert.equal(await list.getByRole('link').count(), 2);
    assert.equal(await list.getByText('Verborgen vacature').count(), 0, 'an invisible vacancy is not listed');
    await list.getByRole('link', { name: 'Begeleider beschermd wonen' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Begeleider beschermd wonen' }).waitFor();
    await page.getByText('Begeleider voor ons huis met veertien plaatsen.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/meedoen/werken-bij/begeleider-wonen');

    await page.goto(`${stack.server.baseUrl}/meedoen/werken-bij/kok`);
    await page.getByText('Wij zoeken een kok').waitFor();
    for (const parameter of ['verborgen', 'bestaat-niet']) {
      await page.goto(`${stack.server.baseUrl}/meedoen/werken-bij/${parameter}`);
      await page.getByTestId('vacancy-not-found').getByText('Geen vacature gevonden').waitFor();
      assert.equal(await page.getByText('Deze tekst is niet zichtbaar.').count(), 0);
    }

    // Without a parameter the page goes back one page (here: to Meedoen).
    await page.goto(`${stack.server.baseUrl}/meedoen`);
    await page.getByRole('heading', { level: 1, name: 'Meedoen' }).waitFor();
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'leeg', idx: 1 }, '', '/meedoen/werken-bij/%20');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.waitForURL(`${stack.server.baseUrl}/meedoen`);
    await page.getByRole('heading', { level: 1, name: 'Meedoen' }).waitFor();
    // Opened directly there is no page to go back to: the vacancy list instead.
    await page.goto(`${stack.server.baseUrl}/meedoen/werken-bij/%20`);
    await page.waitForURL(`${stack.server.baseUrl}/meedoen/werken-bij`);
    await page.getByRole('heading', { level: 1, name: 'Werken bij' }).waitFor();
  } finally {
    await context.close();
  }
});

test('search engines: sitemap, robots and a real 404 status', async () => {
  const { context, page } = await phonePage();
  try {
    const missing = await page.goto(`${stack.server.baseUrl}/bestaat-niet`);
    assert.equal(missing.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    const sitemap = await context.request.get(`${stack.server.baseUrl}/sitemap.xml`);
    const body = await sitemap.text();
    for (const [path] of PUBLIC_PAGES) assert.ok(body.includes(`${path}</loc>`), path);
    assert.ok(!body.includes('/admin'));
    const robots = await (await context.request.get(`${stack.server.baseUrl}/robots.txt`)).text();
    assert.match(robots, /Disallow: \/admin/);
    // A soup's page is described by its own text.
    const soup = body.match(/<loc>[^<]*(\/dagelijkse-soep\/[^<]+)<\/loc>/);
    assert.ok(soup, 'the sitemap lists the orderable soups');
    await page.goto(`${stack.server.baseUrl}${soup[1]}`);
    await page.locator('h1').waitFor();
    await page.waitForFunction(
      (generic) => document.querySelector('meta[name="description"]')?.getAttribute('content') !== generic,
      SITE_DESCRIPTION,
    );
  } finally {
    await context.close();
  }
});
