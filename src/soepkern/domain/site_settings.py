"""The site's settings variables: what exists, how it is typed, and its Dutch default.

Values are stored as strings (key -> value). The catalogue below is the one place that says which variables exist,
their label (`name`), `type`, `category`, `options` and whether visitors may read them. Boolean-like types are
exposed to clients as the integers 1 and 0; every other type as a string (editor values are sanitised HTML).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

import attrs

from soepkern.domain import mail_texts
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.setting_inputs import document_problem, served_input

CLOSED_MESSAGE_MIN_LENGTH = 8
DEFAULT_CLOSED_MESSAGE = "Helaas is het op dit moment niet mogelijk om nieuwe bestellingen te plaatsen"
VACANCY_COUNT = 10
OPTION_INVALID = "Kies een van de opties."
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAY_NAMES_NL = ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag")


class VariableType(StrEnum):
    BOOLEAN = "boolean"
    SWITCH = "switch"
    EDITOR = "editor"
    INPUT = "input"
    CHECKBOX = "checkbox"
    TIMEPICKER = "timepicker"
    SELECT = "select"
    FILE_UPLOAD = "file_upload"

    @property
    def is_boolean(self) -> bool:
        return self in (VariableType.BOOLEAN, VariableType.SWITCH, VariableType.CHECKBOX)


class Category(StrEnum):
    WEBSITE_OPEN = "website_open"
    SOEP_PAGINAS = "soep_paginas"
    SOEP_EMAILS = "soep_emails"
    SOEP_BEZORGEN_EN_OPHALEN = "soep_bezorgen_en_ophalen"
    SOEP_CONTACT_GEGEVENS = "soep_contact_gegevens"
    HOME_TEKST = "home_tekst"
    MEEDOEN_TEKST = "meedoen_tekst"
    DONATIES = "donaties"
    VACATURES = "vacatures"
    # The information pages' texts (PAGE_TEXTS) and the yearly publications (PUBLICATIONS).
    PAGINAS_OVER_ONS = "paginas_over_ons"
    PAGINAS_DAGPROGRAMMA_EN_WONEN = "paginas_dagprogramma_en_wonen"
    PAGINAS_WERKPLAATSEN = "paginas_werkplaatsen"
    PAGINAS_MEEDOEN = "paginas_meedoen"
    # The privacy statement (docs/decisions/0017-privacy.md).
    PAGINAS_PRIVACY = "paginas_privacy"


@attrs.frozen
class VariableDefinition:
    key: str
    name: str
    type: VariableType
    category: Category
    default: str
    options: tuple[str, ...] | None = None
    public: bool = True


def _v(
    key: str,
    name: str,
    type_: VariableType,
    category: Category,
    default: str,
    *,
    public: bool = True,
    options: tuple[str, ...] | None = None,
) -> VariableDefinition:
    return VariableDefinition(key, name, type_, category, default, options, public)


E, I, S, T, C = (  # noqa: E741 (short names keep the catalogue readable)
    VariableType.EDITOR,
    VariableType.INPUT,
    VariableType.SWITCH,
    VariableType.TIMEPICKER,
    VariableType.CHECKBOX,
)


def _vacancies() -> list[VariableDefinition]:
    found: list[VariableDefinition] = []
    for n in range(1, VACANCY_COUNT + 1):
        cat = Category.VACATURES
        found += [
            _v(f"vacature_zichtbaar_{n}", f"Vacature {n} zichtbaar", S, cat, "0"),
            _v(f"titel_voor_vacature_{n}", f"Titel vacature {n}", I, cat, ""),
            _v(f"link_voor_vacature_{n}", f"Link (adres) vacature {n}", I, cat, ""),
            _v(f"vacature_tekst_{n}", f"Tekst vacature {n}", E, cat, ""),
        ]
    return found


@attrs.frozen
class PageText:
    """A settings variable with the HTML text of an information page. The core declares the variable; its default
    text is website copy, kept outside the core (src/entrypoints/site_copy/texts/<key>.html, decision 0063)."""

    key: str
    name: str
    category: Category


_O, _D, _W, _M = (
    Category.PAGINAS_OVER_ONS,
    Category.PAGINAS_DAGPROGRAMMA_EN_WONEN,
    Category.PAGINAS_WERKPLAATSEN,
    Category.PAGINAS_MEEDOEN,
)
PAGE_TEXTS: tuple[PageText, ...] = (
    PageText("pagina_over_ons_tekst", "Tekst pagina Over ons", _O),
    PageText("pagina_visie_tekst", "Tekst pagina Visie", _O),
    PageText("pagina_geschiedenis_tekst", "Tekst pagina Geschiedenis", _O),
    PageText("pagina_grondsteenspreuk_tekst", "Tekst pagina Grondsteenspreuk", _O),
    PageText("pagina_onze_woorden_tekst", "Tekst pagina Onze woorden", _O),
    PageText("pagina_organisatie_tekst", "Tekst pagina Organisatie", _O),
    PageText("pagina_klachtenprocedure_tekst", "Tekst pagina Klachtenprocedure", _O),
    PageText("pagina_dagprogramma_tekst", "Tekst pagina Dagprogramma", _D),
    PageText("pagina_beschermd_wonen_tekst", "Tekst pagina Beschermd wonen", _D),
    PageText("pagina_beschut_wonen_tekst", "Tekst pagina Beschut wonen", _D),
    PageText("pagina_werkplaatsen_tekst", "Tekst pagina Werkplaatsen", _W),
    PageText("pagina_sport_en_spel_tekst", "Tekst pagina Sport en spel", _W),
    PageText("pagina_het_leerhuis_tekst", "Tekst pagina Het leerhuis", _W),
    PageText("pagina_horeca_tekst", "Tekst pagina Horeca", _W),
    PageText("pagina_buiten_tekst", "Tekst pagina Buiten", _W),
    PageText("pagina_kunst_tekst", "Tekst pagina Kunst", _W),
    PageText("pagina_huis_en_haard_tekst", "Tekst pagina Huis en haard", _W),
    PageText("pagina_werken_bij_tekst", "Tekst pagina Werken bij", _M),
    PageText("pagina_stage_lopen_tekst", "Tekst pagina Stage lopen", _M),
    PageText("pagina_vrijwilligers_tekst", "Tekst pagina Vrijwilligers", _M),
    PageText("pagina_woongemeenschap_tekst", "Tekst pagina Woongemeenschap", _M),
    PageText("pagina_nieuwe_bewoner_tekst", "Tekst pagina Nieuwe bewoner", _M),
    PageText("pagina_vrienden_van_tekst", "Tekst pagina Vrienden van", _M),
    PageText("pagina_privacy_tekst", "Tekst pagina Privacyverklaring", Category.PAGINAS_PRIVACY),
)


@attrs.frozen
class Publication:
    """A yearly publication on the organisation page: its variable holds the address of the uploaded PDF."""

    key: str
    name: str


PUBLICATIONS: tuple[Publication, ...] = (
    Publication("publicatie_anbi_formulier", "ANBI-formulier"),
    Publication("publicatie_activiteitenverslag", "Activiteitenverslag"),
    Publication("publicatie_jaarrekening", "Jaarrekening"),
    Publication("publicatie_beleidsplan", "Beleidsplan"),
)


def _page_texts() -> list[VariableDefinition]:
    texts = [_v(t.key, t.name, E, t.category, "") for t in PAGE_TEXTS]
    publications = [_v(p.key, p.name, VariableType.FILE_UPLOAD, Category.PAGINAS_OVER_ONS, "") for p in PUBLICATIONS]
    year = _v("publicaties_jaar", "Jaar van de publicaties", I, Category.PAGINAS_OVER_ONS, "")
    return [*texts, year, *publications]


def _notifications() -> list[VariableDefinition]:
    return [
        _v(
            f"new_order_notification_{day}",
            f"Melding nieuwe bestelling op {name}",
            C,
            Category.SOEP_EMAILS,
            "1" if i < 5 else "0",
            public=False,
        )
        for i, (day, name) in enumerate(zip(WEEKDAYS, WEEKDAY_NAMES_NL, strict=True))
    ]


CATALOGUE: tuple[VariableDefinition, ...] = (
    # Shop open / closed (the dashboard switches).
    _v("website_open", "Webwinkel geopend", S, Category.WEBSITE_OPEN, "1"),
    _v("website_closed_message", "Melding als de webwinkel gesloten is", I, Category.WEBSITE_OPEN, ""),
    # Shop pages.
    _v(
        "soep_startpagina",
        "Introductietekst dagelijkse soep",
        E,
        Category.SOEP_PAGINAS,
        "<p>Elke dag koken onze deelnemers een verse soep van seizoensgroenten. Bestel op tijd: "
        "per bestellingsdag is er een beperkt aantal porties. Ophalen kan in de Stichting, "
        "of wij bezorgen de soep bij u in de buurt.</p>",
    ),
    _v(
        "soep_redirect_after_order",
        "Tekst na het bestellen",
        E,
        Category.SOEP_PAGINAS,
        "<p>Bedankt voor uw bestelling! U ontvangt binnen enkele minuten een bevestiging per e-mail.</p>",
    ),
    _v(
        "soep_voorwaarden",
        "Voorwaarden dagelijkse soep",
        E,
        Category.SOEP_PAGINAS,
        "<h2>Voorwaarden dagelijkse soep</h2><p>U betaalt bij het ophalen of bij de bezorging. "
        "Een bestelling wijzigen of annuleren kan van maandag tot en met woensdag tussen 11:00 en 13:00 "
        "telefonisch of per e-mail.</p><p>Wij gebruiken uw gegevens alleen om uw bestelling te verwerken.</p>",
    ),
    # A customer's own order by the confirmation mail's link (issue 26, decision 0072): off shows the notice only.
    _v(
        "bestelling_online_aanpassen",
        "Klanten kunnen hun bestelling zelf verlagen of annuleren via de link in de bevestigingsmail",
        S,
        Category.SOEP_PAGINAS,
        "0",
    ),
    # How long a waitlist offer holds its portions, in minutes (issue 26 item 2, decision 0073).
    _v(
        "wachtlijst_aanbod_minuten",
        "Minuten dat een aanbod van de wachtlijst de porties vasthoudt",
        I,
        Category.SOEP_PAGINAS,
        "30",
    ),
    # Delivery and pickup.
    _v("soep_bezorgtijden_begin", "Bezorgtijd vanaf", T, Category.SOEP_BEZORGEN_EN_OPHALEN, "11:30"),
    _v("soep_bezorgtijden_eind", "Bezorgtijd tot", T, Category.SOEP_BEZORGEN_EN_OPHALEN, "13:00"),
    _v("soep_pickup_begin", "Ophalen vanaf", T, Category.SOEP_BEZORGEN_EN_OPHALEN, "12:00"),
    # The pickup window's end and where to pick up, in every confirmation (issue 25).
    _v("soep_pickup_eind", "Ophalen tot", T, Category.SOEP_BEZORGEN_EN_OPHALEN, "13:30"),
    _v("soep_ophaaladres", "Ophaaladres", I, Category.SOEP_BEZORGEN_EN_OPHALEN, "Kerkstraat 12, 3511 AB Utrecht"),
    _v("order_pickup_enabled", "Ophalen mogelijk", S, Category.SOEP_BEZORGEN_EN_OPHALEN, "1"),
    _v("order_shipping_enabled", "Bezorgen mogelijk", S, Category.SOEP_BEZORGEN_EN_OPHALEN, "1"),
    # Staff notifications (admin only).
    *_notifications(),
    _v("kor", "Vlag kor", S, Category.SOEP_EMAILS, "0", public=False),
    _v("moss", "Vlag moss", S, Category.SOEP_EMAILS, "0", public=False),
    _v(
        mail_texts.ORDER_TEXT_KEY,
        "Begin van de bevestigingsmail van een bestelling",
        E,
        Category.SOEP_EMAILS,
        mail_texts.DEFAULT_ORDER_TEXT,
        public=False,
    ),
    # The texts of the mails of orders flowing back (issue 26, decision 0086): each replaces the mail's opening lines.
    _v(
        mail_texts.ORDER_CHANGED_TEXT_KEY,
        "Begin van de mail als een klant de bestelling zelf aanpast (minder porties of een soep minder)",
        E,
        Category.SOEP_EMAILS,
        mail_texts.DEFAULT_ORDER_CHANGED_TEXT,
        public=False,
    ),
    _v(
        mail_texts.ORDER_CANCELLED_TEXT_KEY,
        "Begin van de mail als een klant de hele bestelling zelf annuleert",
        E,
        Category.SOEP_EMAILS,
        mail_texts.DEFAULT_ORDER_CANCELLED_TEXT,
        public=False,
    ),
    _v(
        mail_texts.WAITLIST_JOINED_TEXT_KEY,
        "Begin van de mail als iemand op de wachtlijst komt",
        E,
        Category.SOEP_EMAILS,
        mail_texts.DEFAULT_WAITLIST_JOINED_TEXT,
        public=False,
    ),
    _v(
        mail_texts.WAITLIST_OFFER_TEXT_KEY,
        "Begin van de mail met een aanbod van de wachtlijst",
        E,
        Category.SOEP_EMAILS,
        mail_texts.DEFAULT_WAITLIST_OFFER_TEXT,
        public=False,
    ),
    # Contact details (footer, e-mails).
    _v(
        "contact_adres",
        "Adres",
        I,
        Category.SOEP_CONTACT_GEGEVENS,
        "Stichting De Soepketel\nKerkstraat 12\n3511 AB Utrecht",
    ),
    _v("contact_email", "Contact e-mailadres", I, Category.SOEP_CONTACT_GEGEVENS, "info@soepketel.nl"),
    _v("contact_telefoonnummer", "Contact telefoonnummer", I, Category.SOEP_CONTACT_GEGEVENS, "030 123 45 67"),
    _v("social_facebook", "Facebook-pagina", I, Category.SOEP_CONTACT_GEGEVENS, ""),
    _v("social_instagram", "Instagram-pagina", I, Category.SOEP_CONTACT_GEGEVENS, ""),
    _v("social_linkedin", "LinkedIn-pagina", I, Category.SOEP_CONTACT_GEGEVENS, ""),
    # Home page texts.
    _v(
        "home_dagelijksesoep_tekst",
        "Tekst dagelijkse soep",
        E,
        Category.HOME_TEKST,
        "<h2>Dagelijkse soep</h2><p>Iedere werkdag verse soep, gekookt door jongeren uit ons dagprogramma. "
        "Bestel online en haal hem op of laat hem bezorgen.</p>",
    ),
    _v(
        "home_stageplekken_tekst",
        "Tekst stageplekken",
        E,
        Category.HOME_TEKST,
        "<h2>Stage lopen</h2><p>Wij bieden stageplekken in de horeca, de werkplaatsen en de begeleiding. "
        "Neem contact op voor de mogelijkheden.</p>",
    ),
    _v(
        "home_donatie_tekst",
        "Tekst donaties",
        E,
        Category.HOME_TEKST,
        "<h2>Steun ons</h2><p>Met een gift helpt u jongeren op weg naar een zelfstandig leven.</p>",
    ),
    _v(
        "home_wachtlijst_tekst",
        "Tekst wachtlijst",
        E,
        Category.HOME_TEKST,
        "<h2>Wachtlijst wonen</h2><p>Voor beschermd en beschut wonen werken wij met een wachtlijst. "
        "Vraag naar de actuele wachttijd.</p>",
    ),
    # Join pages.
    _v(
        "meedoen_doe_mee_tekst",
        "Tekst doe mee",
        E,
        Category.MEEDOEN_TEKST,
        "<p>Er zijn veel manieren om mee te doen: als medewerker, stagiair, vrijwilliger of vriend.</p>",
    ),
    _v(
        "meedoen_vrijwilligers_tekst",
        "Tekst vrijwilligers",
        E,
        Category.MEEDOEN_TEKST,
        "<p>Vrijwilligers helpen in de keuken, bij de bezorging en in de werkplaatsen.</p>",
    ),
    # Donations.
    _v("redirect_after_donation", "Pagina na een donatie", I, Category.DONATIES, "/"),
    _v(
        mail_texts.DONATION_TEXT_KEY,
        "Begin van de bedankmail voor een donatie",
        E,
        Category.DONATIES,
        mail_texts.DEFAULT_DONATION_TEXT,
        public=False,
    ),
    _v(
        "donaties_tekst",
        "Tekst donaties",
        E,
        Category.DONATIES,
        "<p>Met een gift helpt u jongeren op weg naar een zelfstandig leven. Uw donatie komt ten goede aan de "
        "werkplaatsen, de begeleiding en de dagelijkse soep.</p>"
        "<p>Stichting De Soepketel is een ANBI: uw gift is fiscaal aftrekbaar.</p>",
    ),
    _v(
        "doneren_tekst",
        "Tekst doneren",
        E,
        Category.DONATIES,
        "<p>Kies een bedrag en betaal veilig met iDEAL. U ontvangt een bevestiging per e-mail.</p>",
    ),
    _v(
        "donatie_bedankt_tekst",
        "Tekst na een donatie",
        E,
        Category.DONATIES,
        "<p>Hartelijk dank voor uw donatie! Met uw steun kunnen wij jongeren blijven helpen.</p>",
    ),
    # The yearly gift statement (decision 0082): who gives it out; not shown to visitors.
    _v(
        "stichting_naam",
        "Naam van de stichting (jaaroverzicht giften)",
        I,
        Category.DONATIES,
        "Stichting De Soepketel",
        public=False,
    ),
    _v("stichting_rsin", "RSIN van de stichting (jaaroverzicht giften)", I, Category.DONATIES, "", public=False),
    _v("stichting_anbi", "De stichting is een ANBI (jaaroverzicht giften)", S, Category.DONATIES, "1", public=False),
    *_vacancies(),
    *_page_texts(),
)

BY_KEY: Mapping[str, VariableDefinition] = {d.key: d for d in CATALOGUE}


def defaults(page_texts: Mapping[str, str]) -> dict[str, str]:
    """Every variable's stored default (used to fill a new database). The information pages' texts are website copy,
    kept outside the core: `page_texts` gives them by key (the composition root reads them), and each must be there."""
    missing = [text.key for text in PAGE_TEXTS if text.key not in page_texts]
    if missing:
        raise ValueError(f"no default text for {', '.join(missing)}")
    keys = {text.key for text in PAGE_TEXTS}
    return {d.key: page_texts[d.key] if d.key in keys else d.default for d in CATALOGUE}


def client_value(definition: VariableDefinition, stored: str | None) -> int | str:
    """The value as clients see it: 1/0 for boolean-like types, else the stored string."""
    raw = definition.default if stored is None else stored
    if definition.type.is_boolean:
        return 1 if raw.strip() in {"1", "true", "True"} else 0
    if definition.type is VariableType.INPUT:
        return served_input(definition.key, raw)
    if definition.type is VariableType.FILE_UPLOAD and document_problem(raw) is not None:
        return ""  # stored before the rule existed: never served as a link
    return raw


def variables_for(*, public: bool) -> list[VariableDefinition]:
    """The public part (visitors) or the admin-only part of the catalogue."""
    return [d for d in CATALOGUE if d.public is public]


def storage_value(definition: VariableDefinition, value: object) -> str:
    """Turns a value sent by a client into its stored string; raises ValidationFailed on bad input."""
    errors = ValidationErrors()
    if definition.type.is_boolean:
        if value in (1, "1", True, "true"):
            return "1"
        if value in (0, "0", False, "false", None, ""):
            return "0"
        errors.add(definition.key, "Kies aan of uit.")
    elif value is None:
        return ""
    elif not isinstance(value, (str, int, float)) or isinstance(value, bool):
        errors.add(definition.key, "Ongeldige waarde.")
    elif definition.options is not None and str(value) != "" and str(value) not in definition.options:
        errors.add(definition.key, OPTION_INVALID)
    else:
        return str(value)
    errors.raise_if_any()
    raise AssertionError("unreachable")


def closed_message_rule(message: str) -> str:
    """A non-empty closed message shorter than 8 characters is emptied before saving (spec doc 1 sec 5)."""
    stripped = message.strip()
    return "" if len(stripped) < CLOSED_MESSAGE_MIN_LENGTH else message


def category_keys(category: Category) -> Iterable[str]:
    return (d.key for d in CATALOGUE if d.category is category)


_BY_KEY: dict[str, VariableDefinition] = {d.key: d for d in CATALOGUE}


def definition(key: str) -> VariableDefinition:
    """The catalogue entry of one variable (KeyError for an unknown key)."""
    return _BY_KEY[key]


REDIRECT_INVALID = "Vul een pagina van deze website in, beginnend met /, bijvoorbeeld /meedoen."


def is_same_site_path(value: str) -> bool:
    """A path on this site ('/', '/meedoen'): never another site ('//evil.example', 'https://...', '/\\evil')."""
    return (
        value.startswith("/")
        and not value.startswith("//")
        and "\\" not in value
        and not any(ch.isspace() or ord(ch) < 32 for ch in value)
    )
