"""E-mail texts that managers write in the settings, with placeholders such as {{ name }} (spec document 1 section 3).

The texts are sanitised HTML from the shared editor. A text is plain (rich) text with `{{ known_placeholder }}` and
nothing else: every other template construct (`{% ... %}`, `{# ... #}`, filters, attribute access, calls,
expressions, stray braces) and every unknown name is refused with a Dutch message that names it. Filling in is a plain
substitution (`fill`), no template engine: it cannot loop, call or fail, so a text that was accepted always renders.
A stored text that breaks these rules (saved before them) is never filled in: `text_problem` tells the renderer,
which sends the mail without it and marks it failed for staff (docs/decisions/0030-mail-texts-are-placeholders.md).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping

ORDER_TEXT_KEY = "email_tekst_bestelling"
DONATION_TEXT_KEY = "email_tekst_donatie"
# The mails of orders flowing back (issue 26): the customer lowered or cancelled the order by the link, and the
# waitlist's joined and offer mails (decision 0086).
ORDER_CHANGED_TEXT_KEY = "email_tekst_bestelling_aangepast"
ORDER_CANCELLED_TEXT_KEY = "email_tekst_bestelling_geannuleerd"
WAITLIST_JOINED_TEXT_KEY = "email_tekst_wachtlijst"
WAITLIST_OFFER_TEXT_KEY = "email_tekst_wachtlijst_aanbod"

# The spec's placeholders, by the names the order and donation mails give them.
ORDER_PLACEHOLDERS = frozenset(
    {
        "bestelnummer",
        "name",
        "bedrijfsnaam",
        "email",
        "telefoonnummer",
        "postcode",
        "huisnummer",
        "huisnummer_extensie",
        "straat",
        "plaats",
        "bezorg_optie",
        "totaal",
        "korting",
        "producten",
        "bezorgen_van",
        "bezorgen_tot",
        "ophalen_vanaf",
        "contact_telefoonnummer",
        "contact_email",
        "contactformulier_link",
    }
)
DONATION_PLACEHOLDERS = frozenset(
    {
        "name",
        "bedrijfsnaam",
        "email",
        "postcode",
        "huisnummer",
        "straat",
        "plaats",
        "donatie_bedrag",
        "datum",
        "contact_telefoonnummer",
        "contact_email",
        "contactformulier_link",
    }
)
WAITLIST_PLACEHOLDERS = frozenset(
    {"name", "soep", "dag", "porties", "contact_telefoonnummer", "contact_email", "contactformulier_link"}
)
WAITLIST_OFFER_PLACEHOLDERS = WAITLIST_PLACEHOLDERS | {"tot"}
ALLOWED_PLACEHOLDERS: dict[str, frozenset[str]] = {
    ORDER_TEXT_KEY: ORDER_PLACEHOLDERS,
    DONATION_TEXT_KEY: DONATION_PLACEHOLDERS,
    ORDER_CHANGED_TEXT_KEY: ORDER_PLACEHOLDERS,
    ORDER_CANCELLED_TEXT_KEY: ORDER_PLACEHOLDERS,
    WAITLIST_JOINED_TEXT_KEY: WAITLIST_PLACEHOLDERS,
    WAITLIST_OFFER_TEXT_KEY: WAITLIST_OFFER_PLACEHOLDERS,
}

UNKNOWN_PLACEHOLDER = "Onbekende plaatshouder: {names}. Gebruik alleen de plaatshouders uit de lijst."
BROKEN_TEMPLATE = "De plaatshouders in deze tekst kloppen niet. Schrijf ze als {{ naam }}, met dubbele accolades."
NOT_ALLOWED = "{kind} is hier niet toegestaan: {construct} Gebruik alleen plaatshouders als {{{{ naam }}}}."
STATEMENT = "Een opdracht"
COMMENT = "Een opmerking"
FILTER = "Een filter"
ATTRIBUTE = "Een eigenschap van een plaatshouder"
CALL = "Een aanroep"
EXPRESSION = "Een berekening of uitdrukking"
STRAY_CLOSE = "Een losse afsluiting"
SNIPPET = 60  # characters of the refused construct shown in the message

_NAME = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*")
_DELIMITER = re.compile(r"\{\{|\}\}|\{%|%\}|\{#|#\}")
_CLOSER = {"{{": "}}", "{%": "%}", "{#": "#}"}

DEFAULT_ORDER_TEXT = (
    "<p>Beste {{ name }},</p><p>Bedankt voor uw bestelling {{ bestelnummer }}! Hieronder staat wat u heeft besteld.</p>"
)
DEFAULT_DONATION_TEXT = (
    "<p>Beste {{ name }},</p><p>Hartelijk dank voor uw donatie van <strong>{{ donatie_bedrag }}</strong> op "
    "{{ datum }}. Uw betaling is goed ontvangen.</p>"
)
DEFAULT_ORDER_CHANGED_TEXT = "<p>Beste {{ name }},</p><p>Uw bestelling is aangepast.</p>"
DEFAULT_ORDER_CANCELLED_TEXT = "<p>Beste {{ name }},</p><p>Uw bestelling is geannuleerd.</p>"
DEFAULT_WAITLIST_JOINED_TEXT = (
    "<p>Beste {{ name }},</p><p>U staat op de wachtlijst voor {{ porties }} porties {{ soep }} voor {{ dag }}. "
    "Komen er porties vrij, dan krijgt u als eerste op de lijst van ons een mail met een aanbod dat wij een tijdje "
    "voor u vasthouden.</p>"
)
DEFAULT_WAITLIST_OFFER_TEXT = (
    "<p>Beste {{ name }},</p><p>Goed nieuws: er zijn {{ porties }} porties {{ soep }} voor {{ dag }} vrijgekomen. "
    "Wij houden ze voor u vast tot {{ tot }} uur.</p>"
)


def unknown_placeholder_message(key: str, used: Iterable[str]) -> str | None:
    """The Dutch refusal naming the placeholders `key`'s text may not use, or None when all are known."""
    unknown = sorted(set(used) - ALLOWED_PLACEHOLDERS.get(key, frozenset()))
    if not unknown:
        return None
    return UNKNOWN_PLACEHOLDER.format(names=", ".join("{{ " + name + " }}" for name in unknown))


def _snippet(text: str) -> str:
    return text if len(text) <= SNIPPET else text[: SNIPPET - 1] + "…"


def _expression_kind(inner: str) -> str:
    if "|" in inner:
        return FILTER
    if "(" in inner:
        return CALL
    if "." in inner or "[" in inner:
        return ATTRIBUTE
    return EXPRESSION


PARSED_TEXTS = 64  # texts kept parsed (the managers' texts change rarely; each order's mail reuses them)


@functools.lru_cache(maxsize=PARSED_TEXTS)
def _parse(text: str) -> tuple[tuple[tuple[int, int, str], ...], str | None]:
    """The placeholders of `text` as (start, end, name), or the Dutch refusal of the first construct that is no
    placeholder. One pass over the delimiters (linear in the text, whatever it holds), once per text."""
    found: list[tuple[int, int, str]] = []
    delimiters = list(_DELIMITER.finditer(text))
    index = 0
    while index < len(delimiters):
        opener = delimiters[index]
        token = opener.group()
        if token not in _CLOSER:
            return (), NOT_ALLOWED.format(kind=STRAY_CLOSE, construct=token)
        end = next((n for n in range(index + 1, len(delimiters)) if delimiters[n].group() == _CLOSER[token]), None)
        if end is None:
            return (), BROKEN_TEMPLATE
        closer = delimiters[end]
        construct = text[opener.start() : closer.end()]
        inner = text[opener.end() : closer.start()]
        if token == "{%":
            return (), NOT_ALLOWED.format(kind=STATEMENT, construct=_snippet(construct))
        if token == "{#":
            return (), NOT_ALLOWED.format(kind=COMMENT, construct=_snippet(construct))
        name = _NAME.fullmatch(inner)
        if name is None:
            return (), NOT_ALLOWED.format(kind=_expression_kind(inner), construct=_snippet(construct))
        found.append((opener.start(), closer.end(), name.group(1)))
        index = end + 1
    return tuple(found), None


def text_problem(key: str, text: str) -> str | None:
    """The Dutch refusal of a managers' e-mail text (a construct that is no placeholder, or an unknown name), or
    None when the text is plain text with known placeholders only."""
    placeholders, problem = _parse(text)
    if problem is not None:
        return problem
    return unknown_placeholder_message(key, (name for _start, _end, name in placeholders))


class MailTextBroken(ValueError):
    """A stored e-mail text that is not plain text with known placeholders (saved before the rules)."""


def fill(key: str, text: str, values: Mapping[str, object], escape: Callable[[object], str]) -> str:
    """The text with each placeholder replaced by its escaped value (empty when the mail has none).
    MailTextBroken when the text breaks the rules of `text_problem`: it is then not used at all."""
    if (problem := text_problem(key, text)) is not None:
        raise MailTextBroken(problem)
    placeholders, _problem = _parse(text)
    parts, position = [], 0
    for start, end, name in placeholders:
        value = values.get(name)
        parts += [text[position:start], "" if value is None else escape(value)]
        position = end
    parts.append(text[position:])
    return "".join(parts)
