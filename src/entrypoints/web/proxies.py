"""Which peers are our own reverse proxies (SOEP_TRUSTED_PROXIES): only their forwarded headers are believed."""

from __future__ import annotations

import functools
import ipaddress
from collections.abc import Iterable

from aiohttp import web

IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


class TrustedProxies:
    """Addresses or networks (`10.0.0.5`, `10.0.0.0/24`, `::1`); unparsable entries are ignored."""

    def __init__(self, entries: tuple[str, ...] = ()) -> None:
        networks: list[IpNetwork] = []
        for entry in entries:
            try:
                networks.append(ipaddress.ip_network(entry.strip(), strict=False))
            except ValueError:
                continue
        self._networks = tuple(networks)
        # Asked for the peer of every request (nearly always the same few proxies) and the forwarded addresses.
        self._contains = functools.lru_cache(maxsize=4096)(self._is_trusted)

    def __contains__(self, peer: str | None) -> bool:
        return self._contains(peer)

    def _is_trusted(self, peer: str | None) -> bool:
        address = _address(peer)
        return address is not None and any(address in network for network in self._networks)


@functools.lru_cache(maxsize=4096)  # a request asks it up to three times for its addresses; a proxy's on every request
def _address(peer: str | None) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    if not peer:
        return None
    try:
        return ipaddress.ip_address(peer)
    except ValueError:
        return None


def is_loopback(peer: str | None) -> bool:
    address = _address(peer)
    return address is not None and address.is_loopback


def client_address(peer: str | None, forwarded_for: Iterable[str], proxies: TrustedProxies) -> str | None:
    """The peer's address, or, when the peer is a trusted proxy, the last `X-Forwarded-For` address that is not
    itself a trusted proxy (contract.md). An entry that is not an address ends the walk: the peer is used."""
    if peer not in proxies:
        return peer
    addresses = [part.strip() for value in forwarded_for for part in value.split(",") if part.strip()]
    for address in reversed(addresses):
        if _address(address) is None:
            return peer
        if address not in proxies:
            return address
    return peer


PROXIES = web.AppKey("trusted_proxies", TrustedProxies)


def request_client_address(request: web.Request) -> str | None:
    proxies = request.app.get(PROXIES)
    if proxies is None:
        return request.remote
    return client_address(request.remote, request.headers.getall("X-Forwarded-For", []), proxies)
