"""The first paint of a public page before the web app has run (issue 17): its heading, fixed paragraphs, the first
picture of its carousel and its texts, in the HTML the server sends; on the shop's landing its heading, quote, text and
first soup cards, on a soup's page its first picture, name, price and description; on the form pages (login, password
reset, new password, checkout, contact sent) the heading, intro, the login card's labels and boxes, and the footer.

The build lists per page what it shows (webapp/src/app/first-paint-pages.ts, written to dist/.vite/first-paint.json);
the server fills that with the settings, pictures and catalogue it embeds in the same HTML (the same cached answers as
the API), so there is one source for every text. The markup is plain HTML with a small inline style that gives the
same boxes as the app's layout (header height, column width, heading and text sizes, the picture); the web app
replaces it when it renders (React clears the root element). Nothing in it is interactive, and it is hidden from
assistive technology (aria-hidden): screen readers meet the page once, as the app; crawlers read the text all the
same. The picture loads with the page, not after the JavaScript, and the largest element is painted without waiting
for it (LCP).
See docs/decisions/0021-first-paint-from-the-server.md.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from soepkern.domain.money import format_euro

FIRST_PAINT_ID = "soep-first-paint"

# The same rules as webapp/src/lib/pictures.ts (srcset widths) and components/page-carousel-sizes.ts (sizes).
PICTURE_WIDTHS = (320, 640, 1280)
CAROUSEL_SIZES = "(min-width: 50em) 760px, 100vw"
_OWN_HEADING = re.compile(r"^\s*<h[1-6][\s>]", re.I)

# The shop's pictures are 4:3 (product-card.module.css, picture-carousel.module.css); the first paint's box is 2 %
# taller, like the carousel's, so that the app's identical picture never counts as a later, larger paint (LCP).
SHOP_PICTURE_RATIO = "4/3.06"
# How many soups the landing's first paint shows: one row of the grid on a wide screen, the first card on a phone.
SHOP_CARDS = 3

FONT = 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
FALLBACK_ONLY = FONT.removeprefix("Inter, ")
# The boxes of public-layout, site-header, PageHeading, Text, Typography and page-carousel (Mantine's default sizes).
STYLE = (
    "body{margin:0;background:#f8f9fa}"
    f"#{FIRST_PAINT_ID}{{font-family:{FONT};font-size:16px;line-height:1.55;color:#000;"
    "display:flex;flex-direction:column;min-height:100vh}"
    f"#{FIRST_PAINT_ID} .fp-c{{box-sizing:border-box;width:100%;max-width:1140px;margin-inline:auto;"
    "padding-inline:16px}"
    f"#{FIRST_PAINT_ID} header{{background:#fff;border-bottom:1px solid #dee2e6}}"
    f"#{FIRST_PAINT_ID} header .fp-c{{min-height:64px;display:flex;align-items:center;font-size:18px;"
    "font-weight:700;color:#1d5133}"
    # site-header's menu bar (from Mantine's lg breakpoint): its border, padding and one line of links.
    f"#{FIRST_PAINT_ID} header .fp-menu{{display:none;min-height:0}}"
    f"#{FIRST_PAINT_ID} .fp-menu>div{{border-top:1px solid #e9ecef;height:45.7px}}"
    f"@media (min-width:75em){{#{FIRST_PAINT_ID} header .fp-menu{{display:block}}}}"
    f"#{FIRST_PAINT_ID} main{{flex:1;padding-block:32px}}"
    f"#{FIRST_PAINT_ID} .fp-col{{display:flex;flex-direction:column;gap:16px;max-width:760px}}"
    f"#{FIRST_PAINT_ID} .fp-home{{display:block}}"
    f"#{FIRST_PAINT_ID} h1{{font-size:34px;line-height:1.3;font-weight:700;margin:0 0 16px}}"
    f"#{FIRST_PAINT_ID} .fp-col>h1{{margin:0}}"
    f"#{FIRST_PAINT_ID} .fp-lead{{font-size:18px;line-height:1.6;margin:0 0 16px;max-width:720px}}"
    f"#{FIRST_PAINT_ID} .fp-col>p{{margin:0}}"
    f"#{FIRST_PAINT_ID} .fp-pic{{margin-block:16px 20px;max-width:760px}}"
    f"#{FIRST_PAINT_ID} .fp-pic>div{{border-radius:8px;overflow:hidden;background:#f1f3f5}}"
    f"#{FIRST_PAINT_ID} .fp-pic img{{display:block;width:100%;height:auto;aspect-ratio:16/9.2;object-fit:cover}}"
    f"#{FIRST_PAINT_ID} .fp-pic .fp-controls{{min-height:44px;margin-top:10px}}"
    f"#{FIRST_PAINT_ID} .fp-text>:first-child{{margin-top:0}}"
    f"#{FIRST_PAINT_ID} .fp-text>:last-child{{margin-bottom:0}}"
    f"#{FIRST_PAINT_ID} .fp-text p{{margin:0 0 20px}}"
    f"#{FIRST_PAINT_ID} .fp-text h2,#{FIRST_PAINT_ID} .fp-card h2{{font-size:26px;line-height:1.35;margin:0 0 10px}}"
    f"#{FIRST_PAINT_ID} .fp-text h3{{font-size:22px;line-height:1.4;margin:0 0 10px}}"
    # Typography's lists (html-text.tsx): the app's list items are then no larger than these (LCP, decision 0122).
    f"#{FIRST_PAINT_ID} .fp-text :is(ul,ol){{margin:0 0 16px;padding-inline-start:32px}}"
    # The texts' bold parts stay in the fallback face: Inter 700 is not preloaded, and when it arrived during the first
    # paint a heading or a bold start of a list item took another line, moving the text below (/privacy, CLS 0.021).
    f"#{FIRST_PAINT_ID} .fp-text :is(h2,h3,h4,strong,b){{font-family:{FALLBACK_ONLY}}}"
    f"#{FIRST_PAINT_ID} .fp-card{{border:1px solid #dee2e6;border-radius:8px;padding:20px;margin-bottom:20px}}"
    # The shop: landing-page.tsx (Blockquote, SimpleGrid), product-card, price, product-page.tsx (Grid), carousel.
    f"#{FIRST_PAINT_ID} blockquote{{margin:0 0 16px;padding:16px;font-size:18px;font-style:italic;"
    "border-inline-start:3px solid #2f7d4e;border-start-end-radius:8px;border-end-end-radius:8px;"
    "background:rgba(47,125,78,.07)}"
    f"#{FIRST_PAINT_ID} .fp-grid{{display:grid;grid-template-columns:minmax(0,1fr);gap:20px;margin-top:20px}}"
    f"@media (min-width:48em){{#{FIRST_PAINT_ID} .fp-grid{{grid-template-columns:repeat(3,minmax(0,1fr))}}}}"
    f"#{FIRST_PAINT_ID} .fp-soup-card{{border:1px solid #dee2e6;border-radius:8px;overflow:hidden;background:#fff}}"
    # 4:3.06 is 1.5 % of the width taller than 4:3: the margin gives it back, so what follows stands as in the app.
    f"#{FIRST_PAINT_ID} .fp-frame{{aspect-ratio:{SHOP_PICTURE_RATIO};margin-bottom:-1.5%;background:#f1f3f5;"
    "overflow:hidden}"
    f"#{FIRST_PAINT_ID} .fp-frame img{{display:block;width:100%;height:100%;object-fit:cover}}"
    f"#{FIRST_PAINT_ID} .fp-body{{padding:16px}}"
    f"#{FIRST_PAINT_ID} .fp-body h2{{font-size:22px;line-height:1.4;margin:0 0 4px}}"
    f"#{FIRST_PAINT_ID} .fp-price{{display:flex;flex-wrap:wrap;gap:10px;align-items:baseline}}"
    f"#{FIRST_PAINT_ID} .fp-price s{{color:#495057}}"
    f"#{FIRST_PAINT_ID} .fp-xl{{font-size:20px;line-height:1.65}}"
    f"#{FIRST_PAINT_ID} .fp-state{{height:24.3px}}"
    f"#{FIRST_PAINT_ID} .fp-soup{{display:flex;flex-direction:column;gap:32px}}"
    f"@media (min-width:62em){{#{FIRST_PAINT_ID} .fp-soup{{flex-direction:row}}"
    f"#{FIRST_PAINT_ID} .fp-soup>*{{flex:1 1 0;min-width:0}}}}"
    f"#{FIRST_PAINT_ID} .fp-soup .fp-frame{{border-radius:8px}}"
    f"#{FIRST_PAINT_ID} .fp-soup .fp-text{{margin-top:16px}}"
)
# The form pages (layout "form"): auth-card.tsx (a 460 px column: Stack, Paper), public-inputs' TextField (label,
# required mark, 42 px input), Button size md, Anchor and Text size sm; and site-footer.tsx (Columns, address, lists).
FORM_STYLE = (
    f"#{FIRST_PAINT_ID} .fp-auth{{display:flex;flex-direction:column;gap:16px;max-width:460px;margin-inline:auto}}"
    # The intro and the footer's address are a form page's largest text on a phone (its LCP element). Until Inter has
    # loaded they are drawn in the metric-matched fallback, whose lines are about 1 px lower: 2 px more line height
    # keeps them larger than the app's identical text, which would otherwise count as a later, larger paint.
    f"#{FIRST_PAINT_ID} .fp-auth>p{{margin:0;line-height:26.8px}}"
    # The same for a long heading over two lines on a phone ("Nieuw wachtwoord instellen"): in the bold fallback it
    # was up to some percent narrower than the app's in Inter 700 (the face not preloaded), which then counted as a
    # later, larger paint in one of three Lighthouse runs; 6 px more line height (50.2 instead of 44.2 px) outweighs it.
    f"#{FIRST_PAINT_ID} :is(.fp-auth,.fp-sent,.fp-gift)>h1{{line-height:50.2px}}"
    f"#{FIRST_PAINT_ID} .fp-paper{{border:1px solid #dee2e6;border-radius:8px;padding:16px;background:#fff}}"
    f"@media (min-width:48em){{#{FIRST_PAINT_ID} .fp-paper{{padding:20px}}}}"
    f"#{FIRST_PAINT_ID} .fp-form{{display:flex;flex-direction:column;gap:16px}}"
    f"#{FIRST_PAINT_ID} .fp-label{{font-weight:600}}"
    f"#{FIRST_PAINT_ID} .fp-label span{{color:#c92a2a}}"
    # Input.Wrapper's description (the new-password field's hint): 12 px, dimmed, 5 px above the box.
    f"#{FIRST_PAINT_ID} .fp-hint{{margin:0 0 5px;font-size:12px;line-height:1.2;color:#868e96}}"
    f"#{FIRST_PAINT_ID} .fp-input{{box-sizing:border-box;height:42px;border:1px solid #ced4da;border-radius:8px}}"
    f"#{FIRST_PAINT_ID} .fp-button{{height:42px;border-radius:8px;background:#2f7d4e;color:#fff;font-weight:600;"
    "display:flex;align-items:center;justify-content:center}"
    f"#{FIRST_PAINT_ID} .fp-small{{font-size:14px;line-height:1.45;margin:0}}"
    f"#{FIRST_PAINT_ID} .fp-link{{color:#2f7d4e}}"
    # The contact-sent page (contact-sent-page.tsx): a Stack gap md, aligned left, at most 720 px; its thanks in Text
    # size lg (2 px more line height, as the intro above) and the button's face as wide as its words.
    f"#{FIRST_PAINT_ID} .fp-sent{{display:flex;flex-direction:column;gap:16px;align-items:flex-start;max-width:720px}}"
    f"#{FIRST_PAINT_ID} .fp-sent>p{{margin:0;line-height:26.8px}}"
    f"#{FIRST_PAINT_ID} .fp-sent>.fp-lead{{font-size:18px;line-height:30.8px;margin:0}}"
    f"#{FIRST_PAINT_ID} .fp-sent>.fp-button{{padding-inline:22px}}"
    # The order-received page (order-received-page.tsx): its text as HtmlText draws it (2 px more line height, as the
    # intro above) and Button size lg.
    f"#{FIRST_PAINT_ID} .fp-sent>.fp-text p{{line-height:26.8px}}"
    f"#{FIRST_PAINT_ID} .fp-sent>.fp-lg{{height:50px;font-size:18px;padding-inline:26px}}"
    # The monthly gift's page (my-gift-page.tsx): a Stack gap lg, at most 760 px; "Link kwijt?" a Stack gap xs with
    # Title size h4, Text size sm, TextField size sm (at most 360 px) and Button variant light size sm.
    f"#{FIRST_PAINT_ID} .fp-gift{{display:flex;flex-direction:column;gap:20px;max-width:760px}}"
    # Its heading takes one line on a phone, where the line height gives nothing: in the bold fallback it was 4 %
    # narrower than the app's in Inter 700 (348 against 363 px), which then counted as a later, larger paint (LCP 2.9 s
    # in two of three runs). 0.03 em more between the letters makes up for it, in the fallback face only: in Inter
    # (when 700 arrived during the first paint) it took a second line and the footer moved (CLS 0.046).
    f"#{FIRST_PAINT_ID} .fp-gift>h1{{letter-spacing:.03em;font-family:{FALLBACK_ONLY}}}"
    f"#{FIRST_PAINT_ID} .fp-block{{display:flex;flex-direction:column;gap:10px}}"
    f"#{FIRST_PAINT_ID} .fp-block>h2{{font-size:18px;line-height:1.45;margin:0}}"
    # The label is an inline block on a line of the body's height (24.8 px) above the box.
    f"#{FIRST_PAINT_ID} .fp-block .fp-label{{font-size:14px;line-height:24.8px}}"
    f"#{FIRST_PAINT_ID} .fp-block .fp-input{{height:36px;max-width:360px;background:#fff}}"
    f"#{FIRST_PAINT_ID} .fp-block>.fp-button{{align-self:flex-start;height:36px;padding-inline:18px;font-size:14px;"
    "background:#d3ecdb;color:#1d5133}"
    f"#{FIRST_PAINT_ID} footer{{margin-top:auto;background:#1d5133;color:#fff;padding-block:32px}}"
    f"#{FIRST_PAINT_ID} .fp-foot{{display:grid;grid-template-columns:minmax(0,1fr);gap:20px}}"
    f"@media (min-width:48em){{#{FIRST_PAINT_ID} .fp-foot{{grid-template-columns:repeat(3,minmax(0,1fr))}}}}"
    f"#{FIRST_PAINT_ID} footer h2{{font-size:16px;line-height:1.55;margin:0 0 10px}}"
    f"#{FIRST_PAINT_ID} footer address{{font-style:normal;white-space:pre-line;line-height:27.6px}}"
    f"#{FIRST_PAINT_ID} footer ul{{margin:0;padding:0;list-style:none;line-height:1.9}}"
    f"#{FIRST_PAINT_ID} footer li span{{display:inline-flex;align-items:center;gap:6px;text-decoration:underline;"
    "text-underline-offset:3px}"
    f"#{FIRST_PAINT_ID} footer li i{{display:block;width:18px;height:18px}}"
    f"#{FIRST_PAINT_ID} .fp-bottom{{margin-top:20px;padding-top:16px;border-top:1px solid rgba(255,255,255,.25);"
    "font-size:14px}"
)
# The same faces as @fontsource/inter and webapp/src/app/global.css ('Inter Fallback': Arial sized like Inter).
FALLBACK_FACE = (
    "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica'),"
    "local('ArialMT');ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;size-adjust:107.12%}"
)


def font_face(url: str, weight: int) -> str:
    return (
        f"@font-face{{font-family:Inter;font-style:normal;font-display:swap;font-weight:{weight};"
        f"src:url({url}) format('woff2')}}"
    )


def style(fonts: Mapping[int, str], *, form: bool = False) -> str:
    """The first paint's own style: the app's stylesheet is not needed for it (and loads without blocking)."""
    faces = "".join(font_face(url, weight) for weight, url in sorted(fonts.items()))
    return f"<style>{faces}{FALLBACK_FACE}{STYLE}{FORM_STYLE if form else ''}</style>"


# On a page with a first paint the app starts after the page has loaded, so the picture and text do not share the
# network with its JavaScript: the page's own inline script below restores the app's module tags, which the server
# made inert, at the `load` event, or after 3 s at the latest. Its stylesheet loads without blocking the paint and the
# app applies it before it renders (webapp/src/lib/first-paint.ts). The script is part of the HTML, not a file of its
# own (one response less, and nothing on the pages' JavaScript budget), and the Content-Security-Policy allows
# exactly this script by its hash (security.py).
LOADER_SCRIPT = (
    "(()=>{let started=false;const start=()=>{if(started)return;started=true;"
    "for(const inert of document.querySelectorAll('link[data-soep-modulepreload]')){"
    "const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';"
    "link.href=inert.getAttribute('href');document.head.append(link)}"
    "for(const inert of document.querySelectorAll('script[data-soep-module]')){"
    "const script=document.createElement('script');script.type='module';script.crossOrigin='';"
    "script.src=inert.dataset.soepModule;document.head.append(script)}};"
    "if(document.readyState==='complete')start();"
    "else{addEventListener('load',start,{once:true});setTimeout(start,3000)}})();"
)
LOADER = f"<script>{LOADER_SCRIPT}</script>".encode()
LOADER_CSP_SOURCE = "'sha256-" + base64.b64encode(hashlib.sha256(LOADER_SCRIPT.encode()).digest()).decode() + "'"
_DEFERRED = (
    (b'<script type="module" crossorigin src=', b'<script type="application/json" data-soep-module='),
    (b'<link rel="modulepreload" crossorigin', b"<link data-soep-modulepreload crossorigin"),
    (b'<link rel="stylesheet" crossorigin', b'<link rel="stylesheet" media="print" data-soep-deferred crossorigin'),
)


def defer_app(index: bytes) -> bytes:
    for tag, deferred in _DEFERRED:
        index = index.replace(tag, deferred)
    return index.replace(b"</head>", LOADER + b"</head>", 1)


@attrs.frozen
class FirstPaintCard:
    """A login screen's card: its required fields' labels, button, small links and privacy line."""

    fields: tuple[str, ...]
    button: str
    hints: tuple[str, ...] = ()  # a field's description under its label, in the order of `fields` ('' for none)
    links: tuple[str, ...] = ()
    privacy: tuple[str, str, str] | None = None  # (purpose, words before the link, the link's word)


@attrs.frozen
class FirstPaintBlock:
    """A small form below a form page's heading: its heading (h4 size), a line of small text, one optional field's
    label and empty box and a light button's face, all in the small size (my-gift-page.tsx's "Link kwijt?")."""

    title: str
    text: str
    label: str
    button: str


@attrs.frozen
class FirstPaintPage:
    path: str
    title: str
    paragraphs: tuple[str, ...]
    category: str | None
    texts: tuple[tuple[str, str | None], ...]  # (variable, heading above it or None)
    layout: str = "page"  # "page", the shop's "shop" (landing) and "soup" (path ending in ":product"), or "form"
    quote: str | None = None
    sizes: str | None = None  # the `sizes` of the shop's pictures
    card: FirstPaintCard | None = None
    footer: bool = False
    # A form page's paragraph with a bold part: (before, bold part or None for the path's first parameter, after).
    line: tuple[str, str | None, str] | None = None
    lead: bool = False  # the form page's first paragraph in the large size
    button: str | None = None  # a form page's button face below its text (not in a card)
    large_button: bool = False  # that button in the large size (Button size="lg")
    block: FirstPaintBlock | None = None  # a small form below the heading (the monthly gift's "Link kwijt?")
    # The settings variable naming the page the app sends the visitor on to (the donation thanks page's
    # redirect_after_donation): that page's first picture is preloaded (next_page_preload).
    sends_on_to: str | None = None
    # The query parameter with which such a page waits (the thanks page's `donatie`, the payment it asks about);
    # without it the app sends the visitor on at once, and the server paints the page it sends on to.
    waits_for: str | None = None
    # A query parameter with which the page shows something else (the gift of a mail's link): heading and footer only.
    unless_query: str | None = None

    def for_query(self, query: Mapping[str, str]) -> FirstPaintPage:
        """The page as painted for a URL with this query: only its heading (and footer) when the query holds the
        parameter with which the app shows something else, so the first paint promises nothing it would take back."""
        if self.unless_query is None or self.unless_query not in query:
            return self
        return attrs.evolve(self, paragraphs=(), texts=(), card=None, line=None, button=None, block=None)


def _card(raw: Mapping[str, Any] | None) -> FirstPaintCard | None:
    if raw is None:
        return None
    privacy = raw.get("privacy")
    return FirstPaintCard(
        fields=tuple(str(label) for label in raw.get("fields", [])),
        button=str(raw.get("button", "")),
        hints=tuple(str(hint) for hint in raw.get("hints", [])),
        links=tuple(str(link) for link in raw.get("links", [])),
        privacy=(str(privacy["purpose"]), str(privacy["before"]), str(privacy["link"])) if privacy else None,
    )


def _line(raw: Mapping[str, Any] | None) -> tuple[str, str | None, str] | None:
    if raw is None:
        return None
    strong = raw.get("strong")
    return str(raw.get("before", "")), None if strong is None else str(strong), str(raw.get("after", ""))


def _block(raw: Mapping[str, Any] | None) -> FirstPaintBlock | None:
    if raw is None:
        return None
    return FirstPaintBlock(str(raw["title"]), str(raw["text"]), str(raw["label"]), str(raw["button"]))


def pages_by_path(raw: Sequence[Mapping[str, Any]]) -> dict[str, FirstPaintPage]:
    """The build's list (dist/.vite/first-paint.json) by path."""
    pages = (
        FirstPaintPage(
            path=str(item["path"]),
            title=str(item["title"]),
            paragraphs=tuple(str(p) for p in item.get("paragraphs", [])),
            category=item.get("category"),
            texts=tuple((str(t["variable"]), t.get("title")) for t in item.get("texts", [])),
            layout=str(item.get("layout", "page")),
            quote=item.get("quote"),
            sizes=item.get("sizes"),
            card=_card(item.get("card")),
            footer=bool(item.get("footer", False)),
            line=_line(item.get("line")),
            lead=bool(item.get("lead", False)),
            button=item.get("button"),
            large_button=bool(item.get("largeButton", False)),
            block=_block(item.get("block")),
            unless_query=item.get("unlessQuery"),
            sends_on_to=item.get("sendsOnTo"),
            waits_for=item.get("waitsFor"),
        )
        for item in raw
    )
    return {page.path: page for page in pages}


def find_page(pages: Mapping[str, FirstPaintPage], path: str) -> tuple[FirstPaintPage, str] | None:
    """The page for a (normalised) path and the value of its first parameter ('' for a page without one).

    A parameter is a segment ':name' (react-router's pattern); its value is one non-empty path segment.
    """
    page = pages.get(path)
    if page is not None:
        return page, ""
    segments = path.split("/")
    for candidate in pages.values():
        pattern = candidate.path.split("/")
        if ":" not in candidate.path or len(pattern) != len(segments):
            continue
        values = [value for name, value in zip(pattern, segments, strict=True) if name.startswith(":")]
        fixed = all(name == value for name, value in zip(pattern, segments, strict=True) if not name.startswith(":"))
        if fixed and all(values):
            return candidate, values[0]
    return None


def html_variable(settings: Mapping[str, Any], key: str) -> str:
    """An editor variable's HTML (sanitised when saved); '' for any other type, like the web app's findHtmlVariable."""
    for variable in settings.get("variables", []):
        if variable.get("key") == key:
            return str(variable.get("value", "")) if variable.get("type") == "editor" else ""
    return ""


def _shown(pictures: Sequence[Mapping[str, Any]], page: FirstPaintPage) -> list[Mapping[str, Any]]:
    """The pictures of the page's carousel (its category), in the list's order."""
    return [p for p in pictures if page.category is not None and p.get("category") == page.category]


def _carousel_urls(picture: Mapping[str, Any]) -> tuple[str, str]:
    """A carousel picture's largest URL and its srcset (HTML-escaped)."""
    url = f"/web/picture/{html.escape(str(picture['uuid']))}?size="
    return f"{url}1280", ", ".join(f"{url}{width} {width}w" for width in PICTURE_WIDTHS)


def _picture(pictures: Sequence[Mapping[str, Any]], page: FirstPaintPage) -> str:
    shown = _shown(pictures, page)
    if not shown:
        return ""
    src, srcset = _carousel_urls(shown[0])
    controls = '<div class="fp-controls"></div>' if len(shown) > 1 else ""
    return (
        f'<div class="fp-pic"><div><img src="{src}" srcset="{srcset}" sizes="{CAROUSEL_SIZES}" width="1280" '
        f'height="720" alt="{html.escape(str(shown[0].get("naam", "")))}" fetchpriority="high"></div>{controls}</div>'
    )


# A same-site path as the web app's safeRedirect accepts it (donation-form.ts): one leading slash, no backslash, no
# space or control character.
_SAME_SITE_PATH = re.compile(r"^/(?!/)[^\\\s\x00-\x1f]*$")


def next_page(
    pages: Mapping[str, FirstPaintPage], page: FirstPaintPage, settings: Mapping[str, Any] | None
) -> FirstPaintPage | None:
    """The information page (with a first paint) that the app sends the visitor on to from `page`, as the setting
    `page.sends_on_to` names it; None for any other page or target (a shop page, a page without a first paint)."""
    if page.sends_on_to is None or settings is None:
        return None
    target = text_variable(settings, page.sends_on_to).strip() or "/"
    if not _SAME_SITE_PATH.match(target):
        target = "/"  # as the web app's safeRedirect
    found = find_page(pages, target.split("?", 1)[0].split("#", 1)[0].rstrip("/") or "/")
    return found[0] if found is not None and found[0].layout == "page" else None


def next_page_preload(
    pages: Mapping[str, FirstPaintPage],
    page: FirstPaintPage,
    settings: Mapping[str, Any] | None,
    pictures: Sequence[Mapping[str, Any]] | None,
) -> str:
    """For a page the app leaves for the page a setting names (the donation thanks page, once the payment is known):
    a preload of that page's first carousel picture, so it is in the cache when the app draws the page (its largest
    paint). '' when the setting names no information page with pictures (a shop page, another site, nothing)."""
    target = next_page(pages, page, settings)
    shown = _shown(pictures or [], target) if target is not None else []
    if not shown:
        return ""
    src, srcset = _carousel_urls(shown[0])
    return (
        f'<link rel="preload" as="image" href="{src}" imagesrcset="{srcset}" imagesizes="{CAROUSEL_SIZES}" '
        'fetchpriority="high">'
    )


def _text(settings: Mapping[str, Any], variable: str, title: str | None, clean: Callable[[str], str]) -> str:
    body = clean(html_variable(settings, variable))
    if title is None:
        return f'<div class="fp-text">{body}</div>' if body else ""
    heading = "" if _OWN_HEADING.match(body) else f"<h2>{html.escape(title)}</h2>"
    return f'<section class="fp-card">{heading}<div class="fp-text">{body}</div></section>'


def _frame(column: str, parts: Sequence[str], footer: str = "") -> str:
    return (
        f'<div id="{FIRST_PAINT_ID}" aria-hidden="true"><header><div class="fp-c">Stichting De Soepketel</div>'
        '<div class="fp-c fp-menu"><div></div></div></header>'
        f'<main><div class="fp-c"><div class="{column}">{"".join(parts)}</div></div></main>{footer}</div>'
    )


def first_paint_html(
    page: FirstPaintPage,
    settings: Mapping[str, Any] | None,
    pictures: Sequence[Mapping[str, Any]] | None,
    clean: Callable[[str], str],
) -> str:
    """The page's first paint; without settings only the heading, paragraphs and picture (the app fetches the rest).

    The texts were sanitised when saved; `clean` (the same sanitiser) runs again because here they become markup of
    the page itself, not the inert innerHTML the web app sets.
    """
    home = page.path == "/"
    paragraph = '<p class="fp-lead">' if home else "<p>"
    parts = [f"<h1>{html.escape(page.title)}</h1>"]
    parts += [f"{paragraph}{html.escape(p)}</p>" for p in page.paragraphs]
    parts.append(_picture(pictures or [], page))
    if settings is not None:
        parts += [_text(settings, variable, title, clean) for variable, title in page.texts]
    return _frame("fp-home" if home else "fp-col", parts)


# The shop (landing-page.tsx, product-card.tsx, product-page.tsx): the catalogue as GET /web/get_products gives it.


def _shop_picture(uuid: str, sizes: str, alt: str, *, width: int, height: int, first: bool) -> str:
    url = f"/web/picture/{html.escape(uuid)}?size="
    srcset = ", ".join(f"{url}{w} {w}w" for w in PICTURE_WIDTHS)
    priority = 'fetchpriority="high"' if first else 'loading="lazy"'
    return (
        f'<div class="fp-frame"><img src="{url}{width}" srcset="{srcset}" sizes="{html.escape(sizes)}" '
        f'width="{width}" height="{height}" alt="{html.escape(alt)}" {priority}></div>'
    )


def _price(product: Mapping[str, Any], extra: str = "") -> str:
    """What is paid, after the old price struck through when there is a discount (price.tsx)."""
    prijs, korting = int(product.get("prijs", 0)), int(product.get("korting", 0))
    old = f"<s>{html.escape(format_euro(prijs))}</s>" if korting > 0 else ""
    return f'<div class="fp-price{extra}">{old}<b>{html.escape(format_euro(prijs - korting))}</b></div>'


def _switched_on(settings: Mapping[str, Any], key: str) -> bool:
    """Like the web app's isOn(findVariable(...)): the value 1, as a number or a text."""
    for variable in settings.get("variables", []):
        if variable.get("key") == key:
            try:
                return float(str(variable.get("value", "")).strip() or "nan") == 1
            except ValueError:
                return False
    return False


def _soup_card(product: Mapping[str, Any], sizes: str, *, first: bool, with_state: bool) -> str:
    """A soup's card without its order state: the preview promises nothing ('Nu te bestellen', 'Webwinkel gesloten');
    the line's height is kept free when the app will show one, so nothing below it moves when it does."""
    pictures = product.get("pictures") or []
    picture = (
        _shop_picture(str(pictures[0]["uuid"]), sizes, "", width=640, height=480, first=first)
        if pictures
        else '<div class="fp-frame"></div>'
    )
    state = '<div class="fp-state"></div>' if with_state else ""
    body = f'<div class="fp-body"><h2>{html.escape(str(product.get("naam", "")))}</h2>{_price(product)}{state}</div>'
    return f'<div class="fp-soup-card">{picture}{body}</div>'


def shop_first_paint_html(
    page: FirstPaintPage,
    settings: Mapping[str, Any] | None,
    catalogue: Sequence[Mapping[str, Any]],
    clean: Callable[[str], str],
) -> str:
    """The shop's landing: its heading, quote, text (without settings: none) and the first soups' cards."""
    parts = [f"<h1>{html.escape(page.title)}</h1>"]
    if page.quote:
        parts.append(f"<blockquote>{html.escape(page.quote)}</blockquote>")
    if settings is not None:
        parts += [_text(settings, variable, None, clean) for variable, _title in page.texts]
    closed = settings is not None and not _switched_on(settings, "website_open")
    cards = [
        _soup_card(
            product,
            page.sizes or "",
            first=position == 0,
            with_state=closed or bool(product.get("besteldagen")),  # cardState in day-state.ts
        )
        for position, product in enumerate(catalogue[:SHOP_CARDS])
    ]
    if cards:
        parts.append(f'<div class="fp-grid">{"".join(cards)}</div>')
    return _frame("fp-shop", parts)


def soup_first_paint_html(page: FirstPaintPage, product: Mapping[str, Any], clean: Callable[[str], str]) -> str:
    """A soup's page: its first picture (room for the carousel's counter when it has more), name, price and
    description; the order days and buttons come with the app."""
    name = str(product.get("naam", ""))
    pictures = product.get("pictures") or []
    carousel = ""
    if pictures:
        picture = _shop_picture(str(pictures[0]["uuid"]), page.sizes or "", name, width=1280, height=960, first=True)
        controls = '<div class="fp-state"></div>' if len(pictures) > 1 else ""
        carousel = f"<div>{picture}{controls}</div>"
    description = clean(str(product.get("omschrijving") or ""))
    text = f'<div class="fp-text">{description}</div>' if description else ""
    details = f"<div><h1>{html.escape(name)}</h1>{_price(product, ' fp-xl')}{text}</div>"
    return _frame("fp-soup", [carousel, details])


# The form pages (auth-card.tsx with the login screens, checkout-page.tsx) and the footer (site-footer.tsx).


def text_variable(settings: Mapping[str, Any], key: str) -> str:
    """A variable's value as text, '' when it is missing (the web app's useTextVariable)."""
    for variable in settings.get("variables", []):
        if variable.get("key") == key:
            value = variable.get("value")
            return "" if value is None else str(value)
    return ""


# site-footer.tsx's social links, and web-address.ts's rule for what counts as a web address.
SOCIALS = (("Facebook", "social_facebook"), ("Instagram", "social_instagram"), ("LinkedIn", "social_linkedin"))
_WEB_ADDRESS = re.compile(r"^(https?://)?[a-z0-9-]+(\.[a-z0-9-]+)+(/\S*)?$", re.I)


def footer_html(settings: Mapping[str, Any], year: int) -> str:
    """The footer as the app draws it from the settings: address, e-mail and phone, the social links that are web
    addresses; the links are plain text (with the icons' room) until the app has run."""

    def item(text: str) -> str:
        return f"<li><span><i></i>{html.escape(text)}</span></li>"

    contact = [text for key in ("contact_email", "contact_telefoonnummer") if (text := text_variable(settings, key))]
    socials = [label for label, key in SOCIALS if _WEB_ADDRESS.match(text_variable(settings, key).strip())]
    blocks = [
        f"<section><h2>Adres</h2><address>{html.escape(text_variable(settings, 'contact_adres'))}</address></section>",
        f"<section><h2>Contact</h2><ul>{''.join(item(text) for text in contact)}</ul></section>",
    ]
    if socials:
        blocks.append(f"<section><h2>Volg ons</h2><ul>{''.join(item(label) for label in socials)}</ul></section>")
    return (
        f'<footer><div class="fp-c"><div class="fp-foot">{"".join(blocks)}</div>'
        f'<div class="fp-bottom">© {year} Stichting De Soepketel</div></div></footer>'
    )


def _login_card(card: FirstPaintCard) -> str:
    hints = card.hints + ("",) * (len(card.fields) - len(card.hints))
    fields = "".join(
        f'<div><div class="fp-label">{html.escape(label)}<span> *</span></div>'
        + (f'<p class="fp-hint">{html.escape(hint)}</p>' if hint else "")
        + '<div class="fp-input"></div></div>'
        for label, hint in zip(card.fields, hints, strict=False)
    )
    links = "".join(f'<div class="fp-small fp-link">{html.escape(link)}</div>' for link in card.links)
    privacy = ""
    if card.privacy is not None:
        purpose, before, link = (html.escape(part) for part in card.privacy)
        privacy = f'<p class="fp-small">{purpose} {before} <span class="fp-link">{link}</span>.</p>'
    # The empty block stands for the form's error summary, which takes a gap of the column even when empty.
    button = f'<div class="fp-button">{html.escape(card.button)}</div>'
    return f'<div class="fp-paper"><div class="fp-form">{fields}<div></div>{button}{links}{privacy}</div></div>'


def _block_html(block: FirstPaintBlock) -> str:
    return (
        f'<div class="fp-block"><h2>{html.escape(block.title)}</h2><p class="fp-small">{html.escape(block.text)}</p>'
        f'<div><div class="fp-label">{html.escape(block.label)}</div><div class="fp-input"></div></div>'
        f'<div class="fp-button">{html.escape(block.button)}</div></div>'
    )


def form_first_paint_html(
    page: FirstPaintPage,
    settings: Mapping[str, Any] | None,
    year: int,
    value: str = "",
    clean: Callable[[str], str] | None = None,
) -> str:
    """A form page: its heading and intro, its texts (settings HTML, cleaned by `clean`; without settings or
    `clean` none), a login screen's card (labels, empty boxes, the button's face) and the
    footer (without settings none: the app fetches them). The form's own state (a cart, a failed send) comes with
    the app; nothing here can be typed in or pressed. `value` is the path's first parameter (the new-password
    screen's e-mail address), shown where the page's line has no bold part of its own."""
    parts = [f"<h1>{html.escape(page.title)}</h1>"]
    parts += [
        f'<p class="fp-lead">{html.escape(p)}</p>' if page.lead and n == 0 else f"<p>{html.escape(p)}</p>"
        for n, p in enumerate(page.paragraphs)
    ]
    if page.line is not None:
        before, strong, after = page.line
        bold = value if strong is None else strong
        parts.append(f"<p>{html.escape(before)}<strong>{html.escape(bold)}</strong>{html.escape(after)}</p>")
    if settings is not None and clean is not None:
        parts += [_text(settings, variable, None, clean) for variable, _title in page.texts]
    if page.card is not None:
        parts.append(_login_card(page.card))
    if page.block is not None:
        parts.append(_block_html(page.block))
    if page.button is not None:
        size = " fp-lg" if page.large_button else ""
        parts.append(f'<div class="fp-button{size}">{html.escape(page.button)}</div>')
    footer = footer_html(settings, year) if page.footer and settings is not None else ""
    column = (
        "fp-auth"
        if page.card is not None
        else "fp-gift"
        if page.block is not None
        else "fp-sent"
        if page.button is not None or page.paragraphs
        else "fp-plain"
    )
    return _frame(column, parts, footer)


def page_markup(
    page: FirstPaintPage,
    value: str,
    settings: Mapping[str, Any] | None,
    pictures: Sequence[Mapping[str, Any]] | None,
    catalogue: Sequence[Mapping[str, Any]] | None,
    clean: Callable[[str], str],
    year: int,
) -> str:
    """The first paint of `page` (`value`: its path parameter); '' when there is nothing to paint from (a shop page
    without the catalogue, an unknown soup): then the app paints the page as before. `year` is the footer's."""
    if page.layout == "page":
        return first_paint_html(page, settings, pictures, clean)
    if page.layout == "form":
        return form_first_paint_html(page, settings, year, value, clean)
    if catalogue is None:
        return ""
    if page.layout == "shop":
        return shop_first_paint_html(page, settings, catalogue, clean)
    product = next((p for p in catalogue if p.get("slug") == value), None)
    if page.layout == "soup" and product is not None:
        return soup_first_paint_html(page, product, clean)
    return ""
