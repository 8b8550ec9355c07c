"""The AddressLookup on PDOK Locatieserver's `free` endpoint: short timeout, a small TTL cache, and
LookupUnavailable (never cached) when the service cannot answer, so the visitor types street and place by hand."""

from __future__ import annotations

import logging
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import aiohttp
import attrs

from adapters.http.service_session import ServiceSession
from soepkern.domain.route_plan import point_from_centroid
from soepkern.ports import Address, LookupUnavailable

logger = logging.getLogger(__name__)

DEFAULT_TIMEOUT_SECONDS = 3.0
DEFAULT_CACHE_SIZE = 1000
DEFAULT_TTL_SECONDS = 24 * 60 * 60
DEFAULT_UNKNOWN_TTL_SECONDS = 60 * 60
MAX_ROWS = 10
MAX_HOUSE_NUMBER = 99999

_POSTCODE = re.compile(r"^[1-9][0-9]{3}[A-Z]{2}$")
_NOT_ALPHANUMERIC = re.compile(r"[^0-9A-Z]")
_FIELDS = "straatnaam,woonplaatsnaam,huisnummer,huisletter,huisnummertoevoeging,huis_nlt,centroide_ll"


@attrs.frozen
class _Candidate:
    """One address PDOK returned for a postcode and house number: its letter plus addition, normalised."""

    suffix: str
    address: Address


@attrs.frozen
class _CacheEntry:
    candidates: tuple[_Candidate, ...]
    expires_at: float


def normalise_postcode(postcode: str) -> str:
    return re.sub(r"\s+", "", postcode).upper()


def normalise_suffix(text: str) -> str:
    """Letter and addition as one comparable key: 'a', 'A', ' a ' -> 'A'; '-2', '2' -> '2'; 'A-bis' -> 'ABIS'."""
    return _NOT_ALPHANUMERIC.sub("", text.upper())


def wanted_suffixes(huisnummer: int, toevoeging: str) -> list[str]:
    """The keys a visitor's addition may mean, best first: as typed, then without a repeated house number
    ('1a' for number 1 means letter A)."""
    typed = normalise_suffix(toevoeging)
    keys = [typed]
    number = str(huisnummer)
    if typed.startswith(number) and typed != number:
        keys.append(typed[len(number) :])
    return keys


def choose(candidates: Sequence[_Candidate], huisnummer: int, toevoeging: str) -> Address | None:
    """The matching address; without an addition the one without letter/addition; otherwise the first one."""
    if not candidates:
        return None
    for key in wanted_suffixes(huisnummer, toevoeging):
        for candidate in candidates:
            if candidate.suffix == key:
                return candidate.address
    return candidates[0].address


def _text(doc: Mapping[str, Any], field: str) -> str:
    value = doc.get(field)
    return str(value).strip() if value is not None else ""


def _suffix_of(doc: Mapping[str, Any], huisnummer: int) -> str:
    suffix = normalise_suffix(_text(doc, "huisletter") + _text(doc, "huisnummertoevoeging"))
    if suffix:
        return suffix
    # huis_nlt holds number, letter and addition together ('12A-2'); used when the separate fields are missing.
    combined = normalise_suffix(_text(doc, "huis_nlt"))
    number = str(huisnummer)
    return combined[len(number) :] if combined.startswith(number) else ""


def parse_candidates(payload: object, huisnummer: int) -> tuple[_Candidate, ...]:
    """The addresses in a `free` answer; raises ValueError when it is not in PDOK's format."""
    if not isinstance(payload, dict):
        raise ValueError("answer is not a JSON object")
    response = payload.get("response")
    if not isinstance(response, dict) or not isinstance(response.get("docs", []), list):
        raise ValueError("answer has no response.docs list")
    candidates = []
    for doc in response.get("docs", []):
        if not isinstance(doc, dict):
            raise ValueError("a doc is not a JSON object")
        straat, plaats = _text(doc, "straatnaam"), _text(doc, "woonplaatsnaam")
        if straat and plaats:
            # centroide_ll ('POINT(lon lat)'): the address's point for the route (decision 0078); None when absent.
            point = point_from_centroid(_text(doc, "centroide_ll"))
            address = Address(straat=straat, plaats=plaats, point=point)
            candidates.append(_Candidate(_suffix_of(doc, huisnummer), address))
    return tuple(candidates)


class PdokAddressLookup:
    """Looks up street and place by postcode and house number (with letter/addition) at PDOK Locatieserver.

    One request per postcode and house number: all its letters and additions come back together and are cached
    for `ttl` seconds (unknown addresses for `unknown_ttl`), at most `cache_size` of them (least recently used
    go first). Timeouts, connection errors, error statuses and answers that are not PDOK's JSON raise
    LookupUnavailable and are never cached. Pass `session` to share a ClientSession (it is then not closed here);
    otherwise the lookup opens its own on first use and `close()` closes it.
    """

    def __init__(
        self,
        base_url: str,
        *,
        session: aiohttp.ClientSession | None = None,
        timeout: float = DEFAULT_TIMEOUT_SECONDS,
        cache_size: int = DEFAULT_CACHE_SIZE,
        ttl: float = DEFAULT_TTL_SECONDS,
        unknown_ttl: float = DEFAULT_UNKNOWN_TTL_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._url = base_url.rstrip("/") + "/free"
        self._http = ServiceSession(session, LookupUnavailable)
        self._timeout = aiohttp.ClientTimeout(total=timeout)
        self._cache: OrderedDict[tuple[str, int], _CacheEntry] = OrderedDict()
        self._cache_size = cache_size
        self._ttl = ttl
        self._unknown_ttl = unknown_ttl
        self._clock = clock

    async def lookup(self, postcode: str, huisnummer: int, toevoeging: str = "") -> Address | None:
        postcode = normalise_postcode(postcode)
        if not _POSTCODE.match(postcode) or not 0 < huisnummer <= MAX_HOUSE_NUMBER:
            return None
        key = (postcode, huisnummer)
        candidates = self._cached(key)
        if candidates is None:
            candidates = await self._fetch(postcode, huisnummer)
            self._store(key, candidates)
        return choose(candidates, huisnummer, toevoeging)

    async def close(self) -> None:
        await self._http.close()

    def _cached(self, key: tuple[str, int]) -> tuple[_Candidate, ...] | None:
        entry = self._cache.get(key)
        if entry is None:
            return None
        if entry.expires_at <= self._clock():
            del self._cache[key]
            return None
        self._cache.move_to_end(key)
        return entry.candidates

    def _store(self, key: tuple[str, int], candidates: tuple[_Candidate, ...]) -> None:
        ttl = self._ttl if candidates else self._unknown_ttl
        self._cache[key] = _CacheEntry(candidates, self._clock() + ttl)
        self._cache.move_to_end(key)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    async def _fetch(self, postcode: str, huisnummer: int) -> tuple[_Candidate, ...]:
        # No `q`: the free endpoint then matches everything, and the filters alone pick the address.
        params = [
            ("fq", "type:adres"),
            ("fq", f"postcode:{postcode}"),
            ("fq", f"huisnummer:{huisnummer}"),
            ("fl", _FIELDS),
            ("rows", str(MAX_ROWS)),
        ]
        try:
            async with self._http.session().get(self._url, params=params, timeout=self._timeout) as response:
                if response.status != 200:
                    raise LookupUnavailable(f"PDOK answered HTTP {response.status}")
                payload = await response.json(content_type=None)
            return parse_candidates(payload, huisnummer)
        except LookupUnavailable as error:
            logger.warning("Address lookup unavailable: %s", error)
            raise
        except (TimeoutError, aiohttp.ClientError, ValueError) as error:
            logger.warning("Address lookup unavailable: %s", error.__class__.__name__)
            raise LookupUnavailable("PDOK could not be reached in time") from error
