"""A public page's first HTML answer already shows its heading, texts and first picture (issue 17)."""

from __future__ import annotations

import base64
import hashlib
import json
import re

from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.first_paint import (
    LOADER,
    FirstPaintBlock,
    FirstPaintCard,
    FirstPaintPage,
    find_page,
    first_paint_html,
    footer_html,
    next_page_preload,
    page_markup,
    pages_by_path,
    shop_first_paint_html,
)
from entrypoints.web.response_cache import RESPONSE_CACHE
from tests.api.shop_data import add_open_day, add_soup, set_variables
from tests.api.staff import container

INDEX = (
    '<!doctype html><html><head><title>soep</title><script type="module" crossorigin src="/assets/index-a.js">'
    '</script><link rel="modulepreload" crossorigin href="/assets/react-b.js">'
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>'
    '<body><div id="root"></div></body></html>'
)
# What the build writes (webapp/src/app/first-paint-pages.ts), for two pages.
PAGES = [
    {
        "path": "/",
        "title": "Stichting De Soepketel",
        "paragraphs": ["Dagprogramma, wonen en werkplaatsen."],
        "category": "home",
        "texts": [{"variable": "home_dagelijksesoep_tekst", "title": "Dagelijkse soep"}],
    },
    {
        "path": "/dagprogramma",
        "title": "Dagprogramma",
        "paragraphs": [],
        "category": "dagprogramma",
        "texts": [{"variable": "pagina_dagprogramma_tekst"}],
    },
    {
        "path": "/dagelijkse-soep",
        "title": "Dagelijkse soep",
        "paragraphs": [],
        "category": None,
        "texts": [{"variable": "soep_startpagina"}],
        "layout": "shop",
        "quote": "Eet smakelijk, allemaal!",
        "sizes": "(min-width: 48em) 33vw, calc(100vw - 32px)",
    },
    {
        "path": "/dagelijkse-soep/:product",
        "title": "",
        "paragraphs": [],
        "category": None,
        "texts": [],
        "layout": "soup",
        "sizes": "(min-width: 62em) 50vw, 100vw",
    },
    {
        "path": "/inloggen",
        "title": "Inloggen",
        "paragraphs": ["Dit is de inlog voor medewerkers."],
        "category": None,
        "texts": [],
        "layout": "form",
        "card": {
            "fields": ["E-mailadres", "Wachtwoord"],
            "button": "Inloggen",
            "links": ["Wachtwoord vergeten?"],
            "privacy": {"purpose": "Alleen om in te loggen.", "before": "Lees onze", "link": "privacyverklaring"},
        },
        "footer": True,
    },
    {
        "path": "/dagelijkse-soep/bestellen",
        "title": "Bestellen",
        "paragraphs": [],
        "category": None,
        "texts": [],
        "layout": "form",
        "footer": True,
    },
    {
        "path": "/meedoen/donaties/mijn-maandelijkse-gift",
        "title": "Mijn maandelijkse gift",
        "paragraphs": [],
        "category": None,
        "texts": [],
        "layout": "form",
        "block": {"title": "Link kwijt?", "text": "Vul uw adres in.", "label": "E-mailadres", "button": "Stuur"},
        "unlessQuery": "token",
        "footer": True,
    },
    {
        "path": "/meedoen/donaties/bedankt-voor-uw-donatie",
        "title": "Uw donatie",
        "paragraphs": ["Een moment…"],
        "category": None,
        "texts": [],
        "layout": "form",
        "sendsOnTo": "redirect_after_donation",
        "waitsFor": "donatie",
    },
]


async def _client(aiohttp_client, make_settings):  # type: ignore[no-untyped-def]
    settings = make_settings()
    (settings.webapp_dist / ".vite").mkdir(parents=True, exist_ok=True)
    (settings.webapp_dist / "index.html").write_text(INDEX)
    (settings.webapp_dist / ".vite" / "first-paint.json").write_text(json.dumps(PAGES))
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    return client


async def _client_with(aiohttp_client, make_settings, **variables: str):  # type: ignore[no-untyped-def]
    """A client whose settings hold these values, with the server's cache emptied."""
    client = await _client(aiohttp_client, make_settings)
    await set_variables(client, **variables)
    client.app[RESPONSE_CACHE].clear()
    return client


def root_markup(page: str) -> str:
    found = re.search(r'<div id="root">(.*)</div>\s*</body>', page, re.S)
    assert found is not None
    return found.group(1)


async def test_the_first_answer_shows_the_heading_and_the_current_texts(aiohttp_client, make_settings):
    client = await _client_with(
        aiohttp_client,
        make_settings,
        home_dagelijksesoep_tekst="<p>Verse soep, elke werkdag.</p>",
        pagina_dagprogramma_tekst="<p>Een vast ritme en echt werk.</p>",
    )
    home = root_markup(await (await client.get("/")).text())
    assert "<h1>Stichting De Soepketel</h1>" in home
    assert "Dagprogramma, wonen en werkplaatsen." in home
    assert "<h2>Dagelijkse soep</h2>" in home and "<p>Verse soep, elke werkdag.</p>" in home
    day = root_markup(await (await client.get("/dagprogramma/")).text())
    assert "<h1>Dagprogramma</h1>" in day and "<p>Een vast ritme en echt werk.</p>" in day

    # The same one-second cache as the API: a change shows in the next answer once that cache has been refreshed.
    await set_variables(client, pagina_dagprogramma_tekst="<p>Nieuw rooster.</p>")
    client.app[RESPONSE_CACHE].clear()
    assert "<p>Nieuw rooster.</p>" in root_markup(await (await client.get("/dagprogramma")).text())


async def test_the_app_starts_after_the_first_paint_and_other_pages_are_unchanged(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    page = await (await client.get("/")).text()
    assert LOADER.decode() in page
    assert '<script type="application/json" data-soep-module="/assets/index-a.js">' in page
    assert '<link data-soep-modulepreload crossorigin href="/assets/react-b.js">' in page
    assert 'media="print" data-soep-deferred crossorigin href="/assets/index-c.css"' in page
    assert 'type="module"' not in page

    for path in ("/contact", "/admin/bestellingen", "/wachtwoord-resetten", "/dagelijkse-soep/99-onbekend"):
        other = await (await client.get(path)).text()
        assert "soep-first-paint" not in other and LOADER.decode() not in other
        assert '<script type="module" crossorigin src="/assets/index-a.js">' in other
        assert '<div id="root"></div>' in other


async def test_texts_are_sanitised_again_before_they_become_page_markup(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    # stored straight into the database, past the save rules
    hostile = '<p>Hallo<script>alert(1)</script><img src=x onerror="x()"></p>'
    await set_variables(client, pagina_dagprogramma_tekst=hostile)
    client.app[RESPONSE_CACHE].clear()
    markup = root_markup(await (await client.get("/dagprogramma")).text())
    assert "<p>Hallo</p>" in markup
    assert "<script" not in markup and "onerror" not in markup and "<img" not in markup


def test_the_first_picture_of_the_pages_category_loads_with_the_page() -> None:
    page = FirstPaintPage("/werkplaatsen", "Werkplaatsen", (), "werkplaatsen", ())
    pictures = [
        {"uuid": "other", "naam": "Elders", "category": "home"},
        {"uuid": "u-1", "naam": 'Kunst & "klei"', "category": "werkplaatsen"},
        {"uuid": "u-2", "naam": "Tuin", "category": "werkplaatsen"},
    ]
    markup = first_paint_html(page, None, pictures, lambda html: html)
    assert 'src="/web/picture/u-1?size=1280"' in markup
    assert "/web/picture/u-1?size=320 320w, /web/picture/u-1?size=640 640w" in markup
    assert 'alt="Kunst &amp; &quot;klei&quot;"' in markup and 'fetchpriority="high"' in markup
    assert "u-2" not in markup and "other" not in markup
    assert 'class="fp-controls"' in markup, "room for the carousel's buttons when it has several pictures"

    alone = first_paint_html(page, None, pictures[:2], lambda html: html)
    assert 'class="fp-controls"' not in alone
    assert "<img" not in first_paint_html(page, None, [], lambda html: html)


async def _soup_with_pictures(client, naam: str, omschrijving: str) -> str:  # type: ignore[no-untyped-def]
    """A soup with two pictures and a description, stored straight into the database; its slug."""
    product_id = await add_soup(client, naam, prijs=550, korting=50)
    async with container(client).uow_factory(write=True) as uow:
        product = await uow.products.get(product_id)
        assert product is not None
        product.omschrijving = omschrijving
        product.add_picture(f"pic-{product_id}-a", "voorkant")
        product.add_picture(f"pic-{product_id}-b", "achterkant")
        await uow.products.update(product)
        await uow.commit()
    return product.slug


async def test_the_shop_landing_shows_its_first_soups_from_the_current_catalogue(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    slug = await _soup_with_pictures(client, "Tomatensoep", "<p>Met balletjes.</p>")
    soup_id = int(slug.split("-")[0])
    await add_open_day(client, {soup_id: 10})
    await set_variables(client, soep_startpagina="<p>Vers gekookt door jongeren.</p>", website_open="1")
    client.app[RESPONSE_CACHE].clear()

    page = await (await client.get("/dagelijkse-soep")).text()
    markup = root_markup(page)
    assert "<h1>Dagelijkse soep</h1>" in markup
    assert "<blockquote>Eet smakelijk, allemaal!</blockquote>" in markup
    assert "<p>Vers gekookt door jongeren.</p>" in markup
    assert "<h2>Tomatensoep</h2>" in markup and "<s>€ 5,50</s><b>€ 5,00</b>" in markup
    picture = re.search(r"<img [^>]*>", markup)
    assert picture is not None, "the first card's picture is in the first answer"
    assert f'src="/web/picture/pic-{soup_id}-a?size=640"' in picture.group(0)
    assert f"/web/picture/pic-{soup_id}-a?size=320 320w, " in picture.group(0)
    assert 'sizes="(min-width: 48em) 33vw, calc(100vw - 32px)"' in picture.group(0)
    assert 'fetchpriority="high"' in picture.group(0) and 'width="640" height="480"' in picture.group(0)
    assert "Nu te bestellen" not in markup and "gesloten" not in markup.lower(), "the preview shows no order state"
    assert 'class="fp-state"' in markup, "room for the order state the app shows"
    assert LOADER.decode() in page and 'type="module"' not in page

    # The same one-second cache as the API: a staff change shows in the next answer once that cache has been refreshed.
    async with container(client).uow_factory(write=True) as uow:
        product = await uow.products.get(soup_id)
        assert product is not None
        product.naam = "Pompoensoep"
        await uow.products.update(product)
        await uow.commit()
    await set_variables(client, website_open="0")
    client.app[RESPONSE_CACHE].clear()
    closed = root_markup(await (await client.get("/dagelijkse-soep/")).text())
    assert "<h2>Pompoensoep</h2>" in closed and "Tomatensoep" not in closed
    assert "Nu te bestellen" not in closed


async def test_a_soups_page_shows_its_picture_name_price_and_sanitised_description(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    hostile = '<p>Romig<script>alert(1)</script><img src=x onerror="x()"></p>'
    slug = await _soup_with_pictures(client, "Erwtensoep & worst", hostile)
    soup_id = int(slug.split("-")[0])
    client.app[RESPONSE_CACHE].clear()

    page = await (await client.get(f"/dagelijkse-soep/{slug}")).text()
    markup = root_markup(page)
    assert "<h1>Erwtensoep &amp; worst</h1>" in markup
    assert '<div class="fp-price fp-xl"><s>€ 5,50</s><b>€ 5,00</b></div>' in markup
    assert "<p>Romig</p>" in markup
    assert "<script" not in markup and "onerror" not in markup
    pictures = re.findall(r"<img [^>]*>", markup)
    assert len(pictures) == 1, "only the first picture"
    assert f'src="/web/picture/pic-{soup_id}-a?size=1280"' in pictures[0]
    assert 'sizes="(min-width: 62em) 50vw, 100vw"' in pictures[0] and 'fetchpriority="high"' in pictures[0]
    assert 'alt="Erwtensoep &amp; worst"' in pictures[0] and 'width="1280" height="960"' in pictures[0]
    assert 'class="fp-state"' in markup, "room for the carousel's counter (two pictures)"
    assert "Bestellingsdagen" not in markup and "<button" not in markup
    assert LOADER.decode() in page


def test_a_path_with_a_parameter_finds_its_page() -> None:
    shop = FirstPaintPage("/dagelijkse-soep", "Dagelijkse soep", (), None, (), layout="shop")
    soup = FirstPaintPage("/dagelijkse-soep/:product", "", (), None, (), layout="soup")
    pages = {page.path: page for page in (shop, soup)}
    assert find_page(pages, "/dagelijkse-soep") == (shop, "")
    assert find_page(pages, "/dagelijkse-soep/3-linzensoep") == (soup, "3-linzensoep")
    assert find_page(pages, "/dagelijkse-soep/3-linzensoep/meer") is None
    assert find_page(pages, "/contact") is None and find_page(pages, "/") is None


def test_a_path_with_two_parameters_finds_its_page_and_gives_the_first() -> None:
    new_password = FirstPaintPage("/wachtwoord-resetten/:email/:token", "Nieuw", (), None, (), layout="form")
    reset = FirstPaintPage("/wachtwoord-resetten", "Vergeten", (), None, (), layout="form")
    pages = {page.path: page for page in (new_password, reset)}
    assert find_page(pages, "/wachtwoord-resetten") == (reset, "")
    assert find_page(pages, "/wachtwoord-resetten/a@b.nl/t0k3n") == (new_password, "a@b.nl")
    assert find_page(pages, "/wachtwoord-resetten/a@b.nl") is None
    assert find_page(pages, "/wachtwoord-resetten/a@b.nl/t0k3n/x") is None
    assert find_page(pages, "/inloggen/a@b.nl/t0k3n") is None


def test_the_new_password_and_contact_sent_pages_paint_their_words_and_the_footer() -> None:
    """Decision 0119: the new-password screen names the link's address (escaped), its card shows the hint; the
    contact-sent page shows its thanks, the countdown as it starts and the button's face, nothing to press."""
    settings = {"variables": [{"key": key, "value": value} for key, value in FOOTER.items()]}
    card = FirstPaintCard(fields=("Wachtwoord", "Bevestigen"), button="Opslaan", hints=("Minimaal 10 tekens.", ""))
    new_password = FirstPaintPage(
        "/wachtwoord-resetten/:email/:token",
        "Nieuw wachtwoord instellen",
        (),
        None,
        (),
        layout="form",
        card=card,
        footer=True,
        line=("Kies een nieuw wachtwoord voor ", None, ". Daarna logt u in."),
    )
    markup = page_markup(new_password, "<x>@b.nl", settings, None, None, lambda html: html, 2026)
    assert "<p>Kies een nieuw wachtwoord voor <strong>&lt;x&gt;@b.nl</strong>. Daarna logt u in.</p>" in markup
    assert (
        '<div class="fp-label">Wachtwoord<span> *</span></div><p class="fp-hint">Minimaal 10 tekens.</p>'
        '<div class="fp-input"></div>'
    ) in markup
    assert '<div class="fp-label">Bevestigen<span> *</span></div><div class="fp-input"></div>' in markup
    assert 'class="fp-auth"' in markup and "<address>" in markup

    sent = FirstPaintPage(
        "/contact-formulier-verzonden",
        "Bericht verzonden",
        ("Bedankt voor uw bericht.",),
        None,
        (),
        layout="form",
        footer=True,
        lead=True,
        line=("U gaat over ", "10", " seconden terug naar de homepagina."),
        button="Nu naar de homepagina",
    )
    markup = page_markup(sent, "", settings, None, None, lambda html: html, 2026)
    assert (
        '<div class="fp-sent"><h1>Bericht verzonden</h1><p class="fp-lead">Bedankt voor uw bericht.</p>'
        "<p>U gaat over <strong>10</strong> seconden terug naar de homepagina.</p>"
        '<div class="fp-button">Nu naar de homepagina</div></div>'
    ) in markup
    assert "<button" not in markup and "<a " not in markup and "<address>" in markup


def test_the_order_received_page_paints_its_cleaned_text_and_the_large_button() -> None:
    """Decision 0122: heading, the settings text (sanitised again, as every first-paint text), the button's face in
    the large size and the footer; without settings only the heading and the button."""
    text = {"key": "soep_redirect_after_order", "type": "editor", "value": "<p>Bedankt!</p><script>x</script>"}
    settings = {"variables": [{"key": key, "value": value} for key, value in FOOTER.items()] + [text]}
    received = FirstPaintPage(
        "/dagelijkse-soep/bestelling-ontvangen",
        "Bestelling ontvangen",
        (),
        None,
        (("soep_redirect_after_order", None),),
        layout="form",
        footer=True,
        button="Naar de homepagina",
        large_button=True,
    )
    markup = page_markup(received, "", settings, None, None, lambda html: html.replace("<script>x</script>", ""), 2026)
    assert (
        '<div class="fp-sent"><h1>Bestelling ontvangen</h1><div class="fp-text"><p>Bedankt!</p></div>'
        '<div class="fp-button fp-lg">Naar de homepagina</div></div>'
    ) in markup
    assert "<address>" in markup
    bare = page_markup(received, "", None, None, None, lambda html: html, 2026)
    assert "fp-text" not in bare and "<footer>" not in bare and "Naar de homepagina" in bare


def test_the_landing_shows_at_most_three_cards_and_only_the_first_with_high_priority() -> None:
    page = FirstPaintPage("/dagelijkse-soep", "Dagelijkse soep", (), None, (), layout="shop", sizes="100vw")
    catalogue = [
        {"naam": f"Soep {n}", "prijs": 500, "korting": 0, "pictures": [{"uuid": f"u-{n}"}], "besteldagen": []}
        for n in range(5)
    ]
    catalogue[1]["pictures"] = []
    markup = shop_first_paint_html(page, None, catalogue, lambda html: html)
    assert [f"Soep {n}" in markup for n in range(5)] == [True, True, True, False, False]
    assert markup.count("<img ") == 2 and markup.count('fetchpriority="high"') == 1
    assert 'src="/web/picture/u-2?size=640"' in markup and 'loading="lazy"' in markup
    assert "<s>" not in markup and "<b>€ 5,00</b>" in markup
    assert 'class="fp-state"' not in markup, "no order day and the shop not known to be closed: no state line"
    assert 'class="fp-grid"' not in shop_first_paint_html(page, None, [], lambda html: html)


# The footer's settings: an address over two lines, no phone, one social link that is a web address and one that is not.
FOOTER = {
    "contact_adres": "Kerkstraat 12\n3511 AB Utrecht",
    "contact_email": "info@soepketel.nl",
    "contact_telefoonnummer": "",
    "social_facebook": "https://facebook.com/soepketel",
    "social_instagram": "javascript:alert(1)",
    "social_linkedin": "",
}


async def test_the_form_pages_show_their_heading_card_and_footer_before_the_app(aiohttp_client, make_settings):
    client = await _client_with(aiohttp_client, make_settings, **FOOTER)
    page = await (await client.get("/inloggen")).text()
    markup = root_markup(page)
    assert "<h1>Inloggen</h1><p>Dit is de inlog voor medewerkers.</p>" in markup
    assert '<div class="fp-label">E-mailadres<span> *</span></div><div class="fp-input"></div>' in markup
    assert '<div class="fp-button">Inloggen</div>' in markup
    assert '<div class="fp-small fp-link">Wachtwoord vergeten?</div>' in markup
    assert 'Alleen om in te loggen. Lees onze <span class="fp-link">privacyverklaring</span>.' in markup
    assert "<input" not in markup and "<button" not in markup and "<a " not in markup, "nothing to type in or press"
    assert "<address>Kerkstraat 12\n3511 AB Utrecht</address>" in markup
    assert "<li><span><i></i>info@soepketel.nl</span></li>" in markup
    assert "Facebook" in markup and "Instagram" not in markup, "only the social links that are web addresses"
    assert LOADER.decode() in page and 'type="module"' not in page, "the app starts after the page has loaded"

    checkout = root_markup(await (await client.get("/dagelijkse-soep/bestellen")).text())
    assert "<h1>Bestellen</h1>" in checkout and "<address>" in checkout
    assert "fp-paper" not in checkout and "soep gekozen" not in checkout, "the cart is the app's: no state promised"


def test_a_form_page_without_settings_has_no_footer() -> None:
    page = FirstPaintPage("/dagelijkse-soep/bestellen", "Bestellen", (), None, (), layout="form", footer=True)
    markup = page_markup(page, "", None, None, None, lambda html: html, 2026)
    assert "<h1>Bestellen</h1>" in markup and "<footer>" not in markup
    footer = footer_html(
        {"variables": [{"key": "contact_adres", "value": "A & <b>"}, {"key": "social_x", "value": ""}]}, 2026
    )
    assert "<address>A &amp; &lt;b&gt;</address>" in footer and "© 2026 Stichting De Soepketel" in footer
    assert "Volg ons" not in footer, "no social block without a social link"
    socials = {
        "variables": [
            {"key": "social_linkedin", "value": "www.linkedin.com/x"},
            {"key": "social_instagram", "value": "x"},
        ]
    }
    assert "<span><i></i>LinkedIn</span>" in footer_html(socials, 2026) and "Instagram" not in footer_html(
        socials, 2026
    )


async def test_the_content_security_policy_allows_exactly_the_pages_inline_script(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    response = await client.get("/inloggen")
    scripts = re.findall(r"<script>(.*?)</script>", await response.text(), re.S)
    assert len(scripts) == 1
    digest = base64.b64encode(hashlib.sha256(scripts[0].encode()).digest()).decode()
    policy = response.headers["Content-Security-Policy"]
    assert f"script-src 'self' 'sha256-{digest}';" in policy
    assert "unsafe-inline" not in policy.split("script-src")[1].split(";")[0]


async def test_the_gift_page_paints_lost_link_for_the_bare_link_and_only_its_heading_with_a_token(
    aiohttp_client, make_settings
):
    """Decision 0125: the bare link shows "Link kwijt?" (nothing to type in or press); the mail's link with a token
    shows the gift, which comes with the app, so its first paint promises nothing else."""
    client = await _client_with(aiohttp_client, make_settings, **FOOTER)
    bare = root_markup(await (await client.get("/meedoen/donaties/mijn-maandelijkse-gift")).text())
    assert (
        '<div class="fp-gift"><h1>Mijn maandelijkse gift</h1><div class="fp-block"><h2>Link kwijt?</h2>'
        '<p class="fp-small">Vul uw adres in.</p><div><div class="fp-label">E-mailadres</div>'
        '<div class="fp-input"></div></div><div class="fp-button">Stuur</div></div></div>'
    ) in bare
    assert "<input" not in bare and "<button" not in bare and "<address>" in bare
    linked = root_markup(await (await client.get("/meedoen/donaties/mijn-maandelijkse-gift?token=abc")).text())
    assert '<div class="fp-plain"><h1>Mijn maandelijkse gift</h1></div>' in linked
    assert "Link kwijt?" not in linked and "<address>" in linked


async def test_the_thanks_page_paints_its_waiting_view_or_the_page_it_sends_on_to(aiohttp_client, make_settings):
    """Decision 0125: with the payment to ask about, the waiting view in the contact-sent column, no footer (the page
    holds a screen's height); without it the app sends the visitor on at once, so the page of
    redirect_after_donation is painted (and no shop page, whose first paint needs the catalogue)."""
    client = await _client_with(aiohttp_client, make_settings, redirect_after_donation="/dagprogramma")
    thanks = "/meedoen/donaties/bedankt-voor-uw-donatie"
    waiting = root_markup(await (await client.get(f"{thanks}?donatie=x")).text())
    assert '<div class="fp-sent"><h1>Uw donatie</h1><p>Een moment…</p></div>' in waiting
    assert "<footer>" not in waiting
    for path in (thanks, f"{thanks}?donatie="):
        page = await (await client.get(path)).text()
        assert "<h1>Dagprogramma</h1>" in root_markup(page) and "Uw donatie" not in root_markup(page)
        assert "<title>" in page and 'rel="preload" as="image"' not in page, "its own picture loads in the markup"
    await set_variables(client, redirect_after_donation="/dagelijkse-soep")
    client.app[RESPONSE_CACHE].clear()
    assert "<h1>Uw donatie</h1>" in root_markup(await (await client.get(thanks)).text())


def test_the_thanks_page_preloads_the_first_picture_of_the_page_it_sends_on_to() -> None:
    """Decision 0125: the page of redirect_after_donation is the thanks page's largest paint after the app sends the
    visitor on; its first carousel picture (as the first paint and the app ask for it) loads with the thanks page."""
    pages = pages_by_path(PAGES)
    thanks = pages["/meedoen/donaties/bedankt-voor-uw-donatie"]
    pictures = [
        {"uuid": "shop-1", "category": "winkel"},
        {"uuid": "home-1", "category": "home"},
        {"uuid": "home-2", "category": "home"},
        {"uuid": "day-1", "category": "dagprogramma"},
    ]

    def preload(target: str, shown: list[dict[str, str]] = pictures) -> str:
        settings = {"variables": [{"key": "redirect_after_donation", "value": target}]}
        return next_page_preload(pages, thanks, settings, shown)

    link = preload("/")
    assert link.startswith('<link rel="preload" as="image" href="/web/picture/home-1?size=1280" ')
    assert 'imagesrcset="/web/picture/home-1?size=320 320w, /web/picture/home-1?size=640 640w, ' in link
    assert 'imagesizes="(min-width: 50em) 760px, 100vw" fetchpriority="high">' in link
    assert "home-1" in preload("") and "home-1" in preload("https://elders.example/") and "home-1" in preload("//x")
    assert "day-1" in preload("/dagprogramma/?van=donatie#boven")
    assert preload("/dagelijkse-soep") == "", "a shop page: its pictures come from the catalogue, not preloaded"
    assert preload("/bestaat-niet") == "" and preload("/", []) == ""
    assert next_page_preload(pages, pages["/"], {"variables": []}, pictures) == "", "only a page that sends on"


def test_a_small_form_block_is_parsed_from_the_builds_list() -> None:
    page = pages_by_path(PAGES)["/meedoen/donaties/mijn-maandelijkse-gift"]
    assert page.block == FirstPaintBlock("Link kwijt?", "Vul uw adres in.", "E-mailadres", "Stuur")
    assert page.for_query({"token": "t"}).block is None and page.for_query({"x": "t"}) is page
