"""The HTTP session of an outside service's client (PDOK, Mollie): shared or its own.

Pass a ClientSession to share it (it is then never closed here, and a closed one is the client's `unavailable`
error); otherwise the client opens its own on first use (again after it was closed) and `close()` closes it.
"""

from __future__ import annotations

from collections.abc import Callable

import aiohttp


class ServiceSession:
    def __init__(self, session: aiohttp.ClientSession | None, unavailable: Callable[[str], Exception]) -> None:
        self._session = session
        self._owns_session = session is None
        self._unavailable = unavailable

    def session(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            if not self._owns_session:
                raise self._unavailable("the shared HTTP session is closed")
            self._session = aiohttp.ClientSession()
        return self._session

    async def close(self) -> None:
        if self._owns_session and self._session is not None:
            await self._session.close()
        self._session = None
