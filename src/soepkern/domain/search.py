"""Search text: what the back office's searches compare, lower-cased and without accents.

Orders and customers store one normalised search column, filled on every write, so a search is one indexed
comparison instead of a dozen case-folding expressions (see docs/decisions/0013-admin-search.md).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

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


def search_term(text: str) -> str:
    """What a typed search is compared with: folded; a postcode typed with a space loses it ('1234 ab')."""
    term = fold(text)
    match = _POSTCODE_WITH_SPACE.match(term)
    return f"{match.group(1)}{match.group(2)}" if match else term


def like_pattern(term: str) -> str:
    """A LIKE pattern for 'contains term' with the wildcards in `term` escaped (escape character '\\')."""
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
