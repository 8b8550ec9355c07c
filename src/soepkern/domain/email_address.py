"""E-mail addresses: one normalisation and one validity rule for customers, the blacklist, logins and maxima.

Decisions (docs/security.md, "E-mail addresses"):
- Normalising: Unicode NFKC (full-width letters become ASCII), invisible characters removed (every format
  character such as zero-width spaces and joiners, soft hyphens, BOMs, and all whitespace), lower-cased, and the
  dot(s) that end a fully qualified domain (`jan@example.nl.`) dropped. The result is what is stored and compared.
- Valid: one `@`; a local part of at most 64 ASCII characters that is a dot-atom (no leading, trailing or double
  dot: `jan.@example.nl` is not an address); a domain of ASCII labels (letters, digits, inner hyphens) with a dot;
  254 characters in all. Non-ASCII addresses are refused, so look-alike letters cannot dodge the blacklist.
- One mailbox, many spellings (`mailbox_key`, decision 0038): `jan+tag@example.nl` is a valid, distinct address
  (mail goes to it as typed), but it reaches jan@example.nl's mailbox; so does `j.a.n@googlemail.com` reach
  `jan@gmail.com` (Gmail ignores dots and treats both domains as one). The blacklist and the per-customer maximum
  compare the mailbox key: blocking `jan@example.nl` blocks every `jan+…@`, an entry stored with a tag blocks the
  untagged address too, and one household cannot double its maximum with `naam+2@` or a dot.
"""

from __future__ import annotations

import re
import unicodedata

MAX_LENGTH = 254
MAX_LOCAL_LENGTH = 64
# The one message for an address that fails `is_valid_email`, on every form that asks for one (the customer import's
# own wording, about a file's row, is its own).
EMAIL_INVALID = "Vul een geldig e-mailadres in."

_LOCAL = re.compile(r"[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*")
_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")


_ASCII_INVISIBLE = re.compile(r"[\x00-\x20\x7f]")  # what `_invisible` finds among ASCII characters


def _invisible(ch: str) -> bool:
    return ch.isspace() or unicodedata.category(ch) in ("Cf", "Cc", "Zs", "Zl", "Zp")


def _clean(text: str) -> str:
    if text.isascii():  # (nearly every address: NFKC leaves ASCII as it is, so only the invisible ones go)
        return _ASCII_INVISIBLE.sub("", text).lower()
    return _clean_unicode(text)


def _clean_unicode(text: str) -> str:
    text = "".join(ch for ch in unicodedata.normalize("NFKC", text) if not _invisible(ch))
    return unicodedata.normalize("NFKC", text.lower())


def normalise_email(email: str) -> str:
    """The one canonical spelling of an address (see the module's decisions); never raises."""
    text = _clean(email)
    for _ in range(3):  # lower-casing or removing a character can make a new composition: repeat until stable
        if (again := _clean(text)) == text:
            break
        text = again
    local, at, domain = text.rpartition("@")
    if not at:
        return text
    return f"{local}@{domain.rstrip('.')}"


def is_valid_email(email: str) -> bool:
    """Whether an already normalised address is one this site accepts."""
    if len(email) > MAX_LENGTH or email.count("@") != 1 or not email.isascii():
        return False
    local, _, domain = email.partition("@")
    if len(local) > MAX_LOCAL_LENGTH or not _LOCAL.fullmatch(local):
        return False
    labels = domain.split(".")
    return len(labels) >= 2 and all(_LABEL.fullmatch(label) for label in labels) and not labels[-1].isdigit()


# Domains whose mail servers ignore dots in the local part and that are one mailbox provider.
GMAIL_DOMAINS = frozenset({"gmail.com", "googlemail.com"})
GMAIL_DOMAIN = "gmail.com"


def mailbox_key(email: str) -> str:
    """The mailbox an address reaches, for the blacklist and the per-customer maximum: the normalised address
    without a `+tag` in its local part; for Gmail also without dots, and googlemail.com as gmail.com."""
    local, at, domain = normalise_email(email).rpartition("@")
    if not at:
        return local + domain
    local = local.split("+", 1)[0]
    if domain in GMAIL_DOMAINS:
        local, domain = local.replace(".", ""), GMAIL_DOMAIN
    return f"{local}@{domain}"


# The name the blacklist used before the maximum compared mailboxes too.
blacklist_key = mailbox_key
