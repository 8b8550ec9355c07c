"""E-mail texts that managers write in the settings, with placeholders such as {{ name }} (spec document 1 section 3).

The texts are sanitised HTML from the shared editor. Only the spec's placeholders may be used; an unknown one, or a
text whose braces do not form placeholders, is refused with a Dutch message that names it. The texts are rendered by
a sandboxed template engine (adapters/mail/text_templates.py) with the same values the mail itself gets.
"""

from __future__ import annotations

from collections.abc import Iterable

ORDER_TEXT_KEY = "email_tekst_bestelling"
DONATION_TEXT_KEY = "email_tekst_donatie"

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
ALLOWED_PLACEHOLDERS: dict[str, frozenset[str]] = {
    ORDER_TEXT_KEY: ORDER_PLACEHOLDERS,
    DONATION_TEXT_KEY: DONATION_PLACEHOLDERS,
}

UNKNOWN_PLACEHOLDER = "Onbekende plaatshouder: {names}. Gebruik alleen de plaatshouders uit de lijst."
BROKEN_TEMPLATE = "De plaatshouders in deze tekst kloppen niet. Schrijf ze als {{ naam }}, met dubbele accolades."

DEFAULT_ORDER_TEXT = (
    "<p>Beste {{ name }},</p><p>Bedankt voor uw bestelling {{ bestelnummer }}! Hieronder staat wat u heeft besteld.</p>"
)
DEFAULT_DONATION_TEXT = (
    "<p>Beste {{ name }},</p><p>Hartelijk dank voor uw donatie van <strong>{{ donatie_bedrag }}</strong> op "
    "{{ datum }}. Uw betaling is goed ontvangen.</p>"
)


def unknown_placeholder_message(key: str, used: Iterable[str]) -> str | None:
    """The Dutch refusal naming the placeholders `key`'s text may not use, or None when all are known."""
    unknown = sorted(set(used) - ALLOWED_PLACEHOLDERS.get(key, frozenset()))
    if not unknown:
        return None
    return UNKNOWN_PLACEHOLDER.format(names=", ".join("{{ " + name + " }}" for name in unknown))
