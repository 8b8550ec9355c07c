// What the server paints before the web app has run (issue 17): per public page its heading, fixed paragraphs, the
// settings variables whose HTML is its text and the picture category of its carousel; for the shop's landing and a
// soup's page also the layout, the quote and the pictures' `sizes` (the soups come from the catalogue); for the form
// pages without pictures (login, password reset, checkout) their card's fields and the footer. The build
// writes this list to dist/.vite/first-paint.json (vite.config.ts); src/entrypoints/web/first_paint.py fills it with
// the current settings, pictures and catalogue into the HTML it sends, and the web app replaces that markup when it
// starts.
// One source: the same definitions the pages render from.
import { PRIVACY_NOTE_WORDS } from '../components/privacy-note-words';
import { CONTACT_INTRO, CONTACT_TITLE, RETURN_HOME_SECONDS, SENT_PATH, SENT_SCREEN } from '../features/contact/contact-form';
import { DONATE_PAGE } from '../features/donations/donation-form';
import { DONATIONS_PAGE } from '../features/donations/donation-texts';
import { MY_GIFT_SCREEN } from '../features/donations/gift-texts';
import { THANKS_SCREEN } from '../features/donations/thanks-texts';
import { HOME_INTRO, HOME_SECTIONS } from '../features/home/home-sections';
import { INFO_PAGES } from '../features/info-pages/info-pages';
import {
  CONFIRMATION_LABEL,
  EMAIL_LABEL,
  LOGIN_SCREEN,
  NEW_PASSWORD_SCREEN,
  PASSWORD_LABEL,
  RESET_SCREEN,
} from '../features/login/login-screens';
import { LOGIN_TEXTS } from '../features/login/login-flow';
import { CARD_PICTURE_SIZES, CAROUSEL_PICTURE_SIZES } from '../features/shop/pictures';
import { SHOP_PATH } from '../features/shop/paths';
import { CHECKOUT_TITLE, RECEIVED_SCREEN, SHOP_INTRO_VARIABLE, SHOP_QUOTE, SHOP_TITLE } from '../features/shop/shop-texts';
import { SITE_NAME } from '../lib/page-meta';

export interface FirstPaintText {
  variable: string;
  /** A heading above the text (home's sections), unless the text starts with its own. */
  title?: string;
}

/** A login screen's card (AuthCard): its required fields' labels, button, small links and privacy line. */
export interface FirstPaintCard {
  fields: readonly string[];
  /** A field's description under its label (same order as `fields`; '' for none). */
  hints?: readonly string[];
  button: string;
  links: readonly string[];
  privacy?: { purpose: string; before: string; link: string };
}

export interface FirstPaintPage {
  path: string;
  title: string;
  paragraphs: readonly string[];
  category: string | null;
  texts: readonly FirstPaintText[];
  /**
   * 'shop': the landing's heading, quote, text and first soup cards; 'soup': a soup's picture, name, price and
   * description (its path ends in ':product', the soup's slug); 'form': a form page's heading, intro, card and footer
   * (the form itself comes with the app). Information pages leave it out.
   */
  layout?: 'shop' | 'soup' | 'form';
  /** A form page's card in the login screens' narrow column. */
  card?: FirstPaintCard;
  /** The site footer (address and contact from the settings): on the form pages it stands in a phone's first screen. */
  footer?: boolean;
  /**
   * A form page's paragraph with a bold part after the fixed paragraphs: the bold part is `strong`, or the value of the
   * path's first parameter when absent (the new-password screen names the e-mail address of its link).
   */
  line?: { before: string; strong?: string; after: string };
  /** A form page's first paragraph in the large size (Text size="lg"). */
  lead?: boolean;
  /** A form page's button face below its text (not in a card). */
  button?: string;
  /** The button in the large size (Button size="lg"; md otherwise). */
  largeButton?: boolean;
  /**
   * A small form below a form page's heading (the monthly gift's "Link kwijt?"): its heading in the h4 size, a line of
   * small text, one optional field's label with its empty box (size sm) and a light button's face (size sm).
   */
  block?: { title: string; text: string; label: string; button: string };
  /** A query parameter with which the page shows something else (the gift of a mail's link): then only the heading and
   * the footer are painted, nothing the app would take back. */
  unlessQuery?: string;
  /** The settings variable naming the page the app sends the visitor on to at once (the donation thanks page): the
   * server preloads that page's first picture, the largest paint after the redirect. */
  sendsOnTo?: string;
  /** The query parameter with which such a page waits (the payment it asks about); without it the app sends the visitor
   * on at once and the server paints the page it sends on to. */
  waitsFor?: string;

  /** The shop landing's quote under the heading. */
  quote?: string;
  /** The `sizes` of the shop's pictures (a card's, or the soup page's carousel). */
  sizes?: string;
}

/** Information pages whose path a page of its own takes over (router.tsx: the donation routes come first). */
const REPLACED = new Set(['meedoen/donaties']);

export const FIRST_PAINT_PAGES: readonly FirstPaintPage[] = [
  {
    path: '/',
    title: SITE_NAME,
    paragraphs: [HOME_INTRO],
    category: 'home',
    texts: HOME_SECTIONS.map((section) => ({ variable: section.variable, title: section.title })),
  },
  { path: '/contact', title: CONTACT_TITLE, paragraphs: [CONTACT_INTRO], category: null, texts: [] },
  ...INFO_PAGES.filter((page) => !REPLACED.has(page.path)).map((page) => ({
    path: `/${page.path}`,
    title: page.title,
    paragraphs: page.paragraphs ?? [],
    category: page.category ?? null,
    texts: (page.variables ?? []).map((variable) => ({ variable })),
  })),
  // The donation pages (issue 24: the money pages): heading, pictures and text as on an information page.
  ...(
    [
      ['/meedoen/donaties', DONATIONS_PAGE],
      ['/meedoen/doneren', DONATE_PAGE],
    ] as const
  ).map(([path, page]) => ({
    path,
    title: page.title,
    paragraphs: [],
    category: page.category,
    texts: [{ variable: page.variable }],
  })),
  {
    path: SHOP_PATH,
    title: SHOP_TITLE,
    paragraphs: [],
    category: null,
    texts: [{ variable: SHOP_INTRO_VARIABLE }],
    layout: 'shop',
    quote: SHOP_QUOTE,
    sizes: CARD_PICTURE_SIZES,
  },
  {
    path: `${SHOP_PATH}/:product`,
    title: '',
    paragraphs: [],
    category: null,
    texts: [],
    layout: 'soup',
    sizes: CAROUSEL_PICTURE_SIZES,
  },
  // The form pages (issue 24): the heading, intro and the card's labels before the app runs, and the footer.
  {
    path: `${SHOP_PATH}/bestellen`,
    title: CHECKOUT_TITLE,
    paragraphs: [],
    category: null,
    texts: [],
    layout: 'form',
    footer: true,
  },
  {
    path: '/inloggen',
    title: LOGIN_SCREEN.title,
    paragraphs: [LOGIN_SCREEN.intro],
    category: null,
    texts: [],
    layout: 'form',
    card: {
      fields: [EMAIL_LABEL, PASSWORD_LABEL],
      button: LOGIN_SCREEN.button,
      links: [LOGIN_SCREEN.forgotten],
      privacy: { purpose: LOGIN_SCREEN.privacy, ...PRIVACY_NOTE_WORDS },
    },
    footer: true,
  },
  {
    path: '/wachtwoord-resetten',
    title: RESET_SCREEN.title,
    paragraphs: [RESET_SCREEN.intro],
    category: null,
    texts: [],
    layout: 'form',
    card: { fields: [EMAIL_LABEL], button: RESET_SCREEN.button, links: [RESET_SCREEN.back] },
    footer: true,
  },
  // The new password from a mail's link (decision 0119): the intro names the link's e-mail address. Only the valid
  // link's form is painted; an invalid one is known after sending, as before.
  {
    path: '/wachtwoord-resetten/:email/:token',
    title: NEW_PASSWORD_SCREEN.title,
    paragraphs: [],
    category: null,
    texts: [],
    layout: 'form',
    line: { before: NEW_PASSWORD_SCREEN.introBefore, after: NEW_PASSWORD_SCREEN.introAfter },
    card: {
      fields: [PASSWORD_LABEL, CONFIRMATION_LABEL],
      hints: [LOGIN_TEXTS.passwordHint, ''],
      button: NEW_PASSWORD_SCREEN.button,
      links: [],
    },
    footer: true,
  },
  // The contact-sent page (decision 0119): its thanks, the countdown as it starts, the button's face.
  {
    path: SENT_PATH,
    title: SENT_SCREEN.title,
    paragraphs: [SENT_SCREEN.thanks],
    category: null,
    texts: [],
    layout: 'form',
    lead: true,
    line: {
      before: SENT_SCREEN.countdownBefore,
      strong: String(RETURN_HOME_SECONDS),
      after: ` ${SENT_SCREEN.seconds}${SENT_SCREEN.countdownAfter}`,
    },
    button: SENT_SCREEN.button,
    footer: true,
  },
  // The order-received page as a visitor who opens it again sees it (decision 0122): heading, the text of
  // soep_redirect_after_order and the button's face; the order itself comes with the checkout's navigation only.
  {
    path: `${SHOP_PATH}/bestelling-ontvangen`,
    title: RECEIVED_SCREEN.title,
    paragraphs: [],
    category: null,
    texts: [{ variable: RECEIVED_SCREEN.variable }],
    layout: 'form',
    button: RECEIVED_SCREEN.button,
    largeButton: true,
    footer: true,
  },
  // The donation thanks page as it waits for the payment's state (decision 0125). No footer: the page holds a screen's
  // height, so the footer stands below the first screen when the next page (or the failed payment's notice) comes.
  // Without `?donatie` the app sends the visitor on at once: the server paints that page instead.
  {
    path: '/meedoen/donaties/bedankt-voor-uw-donatie',
    title: THANKS_SCREEN.title,
    paragraphs: [THANKS_SCREEN.waiting],
    category: null,
    texts: [],
    layout: 'form',
    sendsOnTo: THANKS_SCREEN.sendsOnTo,
    waitsFor: THANKS_SCREEN.waitsFor,
  },
  // The monthly gift's page as the bare link shows it (decision 0125): heading and "Link kwijt?"; with the mail's
  // token the gift itself comes with the app.
  {
    path: '/meedoen/donaties/mijn-maandelijkse-gift',
    title: MY_GIFT_SCREEN.title,
    paragraphs: [],
    category: null,
    texts: [],
    layout: 'form',
    block: MY_GIFT_SCREEN.lostLink,
    unlessQuery: MY_GIFT_SCREEN.token,
    footer: true,
  },
];
