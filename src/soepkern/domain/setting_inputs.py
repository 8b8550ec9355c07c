"""Settings of type input are plain text, links or contact details: never HTML, never a script URL.

Every input variable has a kind (by its key). Links accept http(s) addresses, `mailto:`/`tel:` and paths on this
site (`/doneren`); redirects (`redirect_*`) only paths on this site; anything else (`javascript:`, `data:`,
`//evil.example`) is refused. Text accepts no HTML tags (the web app shows it as text, never as HTML). Values stored
before this rule are filtered when served.
"""

from __future__ import annotations

import re
from enum import Enum
from urllib.parse import urlsplit

from soepkern.domain.email_address import EMAIL_INVALID, is_valid_email, normalise_email


class InputKind(Enum):
    TEXT = "text"
    LINK = "link"
    PATH = "path"  # a page of this site only (where the site itself sends a visitor, e.g. after a donation)
    VACANCY_LINK = "vacancy_link"  # an external https address, or the short word in /meedoen/werken-bij/<word>
    EMAIL = "email"
    PHONE = "phone"


ALLOWED_SCHEMES = ("http", "https", "mailto", "tel")
LINK_INVALID = "Vul een geldig webadres in dat begint met https://, of een pad op deze site zoals /doneren."
PATH_INVALID = "Vul een pagina van deze website in, beginnend met /, bijvoorbeeld /meedoen."
PHONE_INVALID = "Vul een geldig telefoonnummer in."
NO_HTML = "Gebruik hier geen HTML; deze tekst wordt als gewone tekst getoond."
VACANCY_LINK_INVALID = (
    "Vul een webadres in dat begint met https://, of een kort woord voor het adres van de vacature, zoals kok-24-uur "
    "(alleen letters, cijfers en streepjes)."
)
DOCUMENT_INVALID = "Kies een PDF-bestand om te uploaden, of vul een adres in dat begint met / of https://."
_SLUG = re.compile(r"[0-9A-Za-z][0-9A-Za-z_.-]{0,99}")

_TAG = re.compile(r"<\s*[a-zA-Z/!?]")
_PHONE = re.compile(r"[0-9+()\- ]{6,20}")
_VACANCY_LINK_KEYS = re.compile(r"link_voor_vacature_\d+")
_LINK_KEYS = re.compile(r"(social_\w+|\w+_url|\w+_link)")


def input_kind(key: str) -> InputKind:
    if key.startswith("redirect_"):
        return InputKind.PATH
    if _VACANCY_LINK_KEYS.fullmatch(key):
        return InputKind.VACANCY_LINK
    if _LINK_KEYS.fullmatch(key):
        return InputKind.LINK
    if key.endswith("_email"):
        return InputKind.EMAIL
    if key.endswith("_telefoonnummer"):
        return InputKind.PHONE
    return InputKind.TEXT


def is_safe_link(value: str) -> bool:
    """An http(s)/mailto/tel URL, or a path on this site; no control characters or spaces in it."""
    if not value or any(ch.isspace() or ord(ch) < 32 or ord(ch) == 127 for ch in value) or "\\" in value:
        return False
    if value.startswith("/"):
        return not value.startswith("//")
    try:
        parts = urlsplit(value)
    except ValueError:
        return False
    if parts.scheme.lower() not in ALLOWED_SCHEMES:
        return False
    return bool(parts.netloc) if parts.scheme.lower() in ("http", "https") else bool(parts.path)


def input_problem(key: str, value: str) -> str | None:
    """The Dutch message when `value` may not be stored in input variable `key`; None when it is fine."""
    if not value.strip():
        return None
    kind = input_kind(key)
    if kind is InputKind.LINK:
        return None if is_safe_link(value.strip()) else LINK_INVALID
    if kind is InputKind.VACANCY_LINK:
        text = value.strip()
        external = text.lower().startswith(("https://", "http://")) and is_safe_link(text)
        return None if external or _SLUG.fullmatch(text) else VACANCY_LINK_INVALID
    if kind is InputKind.PATH:
        return None if value.strip().startswith("/") and is_safe_link(value.strip()) else PATH_INVALID
    if kind is InputKind.EMAIL:
        return None if is_valid_email(normalise_email(value)) else EMAIL_INVALID
    if kind is InputKind.PHONE and not _PHONE.fullmatch(value.strip()):
        return PHONE_INVALID
    return NO_HTML if _TAG.search(value) else None


def served_input(key: str, value: str) -> str:
    """What clients get for a stored input value: unsafe values stored before the rule existed become empty."""
    return "" if input_problem(key, value) is not None else value


def document_problem(value: str) -> str | None:
    """For a `file_upload` variable (a document's address): empty, a path on this site or an https address."""
    text = value.strip()
    if not text:
        return None
    on_this_site = text.startswith("/") and is_safe_link(text)
    return None if on_this_site or (text.lower().startswith("https://") and is_safe_link(text)) else DOCUMENT_INVALID
