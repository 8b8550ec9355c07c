"""Search text: what the back office's searches compare, lower-cased and without accents, and what each searched
word is (an e-mail address, a postcode, a number or a fragment of text).

Orders and customers store one normalised search column, filled on every write, so a search is one indexed
comparison instead of a dozen case-folding expressions (see docs/decisions/0013-admin-search.md). How a word is
asked of the database (equality, trigram table, LIKE with its escaping) is the adapter's business.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from enum import Enum

import attrs

from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.email_address import is_valid_email
from soepkern.domain.postcode import normalise_postcode

_POSTCODE_WITH_SPACE = re.compile(r"^([1-9][0-9]{3})\s+([a-z]{2})$")
_SPACES = re.compile(r"\s+")


def fold(text: str) -> str:
    """'Ézra  Çelik' -> 'ezra celik': NFKD without combining marks, case-folded, blanks collapsed."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACES.sub(" ", stripped.casefold()).strip()


def digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


def search_text(parts: Iterable[object], *, telefoonnummer: str = "") -> str:
    """The stored search column: the folded parts joined by blanks, plus the telephone number as bare digits."""
    words = [fold(str(part)) for part in parts if part not in (None, "")]
    if telefoonnummer and digits(telefoonnummer):
        words.append(digits(telefoonnummer))
    return " ".join(word for word in words if word)


def contact_search_text(contact: ContactDetails) -> str:
    """An order's or customer's search column: names, e-mail, postcode, street, place, company, and the telephone
    as digits."""
    parts = (contact.voornaam, contact.achternaam, contact.email, contact.telefoonnummer, contact.postcode)
    return search_text(
        [*parts, contact.straat, contact.plaats, contact.bedrijfsnaam], telefoonnummer=contact.telefoonnummer
    )


def search_term(text: str) -> str:
    """What a typed search is compared with: folded; a postcode typed with a space loses it ('1234 ab')."""
    term = fold(text)
    match = _POSTCODE_WITH_SPACE.match(term)
    return f"{match.group(1)}{match.group(2)}" if match else term


# A number alone shorter than this is an order (or customer) number only; from this length on, or beside other words
# (a house number: 'bolstraat 12'), it may also be part of the record's text.
MIN_DIGITS_FRAGMENT = 4
_POSTCODE_TERM = re.compile(r"\d{4}\s?[a-z]{2}")


class WordKind(Enum):
    EMAIL = "email"  # equal to the record's e-mail address
    POSTCODE = "postcode"  # equal to the record's postcode (`SearchWord.text` is the stored spelling)
    NUMBER = "number"  # the record's number, or (see `SearchWord.only_number`) a fragment of its text too
    FRAGMENT = "fragment"  # contained in the record's search text


@attrs.frozen
class SearchWord:
    kind: WordKind
    text: str
    # A short number typed alone: the record's number and nothing else.
    only_number: bool = False


def _kind(term: str) -> tuple[WordKind, str]:
    if is_valid_email(term):
        return WordKind.EMAIL, term
    postcode = normalise_postcode(term) if _POSTCODE_TERM.fullmatch(term) else None
    if postcode is not None:
        return WordKind.POSTCODE, postcode
    return (WordKind.NUMBER if term.isdigit() else WordKind.FRAGMENT), term


def search_words(text: str) -> list[SearchWord]:
    """The words of a typed search, each classified; every one must match (in any order and any field): 'utrecht bol'
    is two fragments, and an e-mail address or a postcode stays one word ('1234 ab')."""
    term = search_term(text)
    if _kind(term)[0] in (WordKind.EMAIL, WordKind.POSTCODE):
        words = [term]
    else:
        words = [word for word in term.split(" ") if word]
    found = [SearchWord(*_kind(word)) for word in words]
    if len(found) == 1 and found[0].kind is WordKind.NUMBER and len(found[0].text) < MIN_DIGITS_FRAGMENT:
        return [attrs.evolve(found[0], only_number=True)]
    return found
