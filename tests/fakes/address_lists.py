"""The BlacklistRepository and PostalRangeRepository ports in memory."""

from __future__ import annotations

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.postal_ranges import PostalRange
from soepkern.ports import BlacklistRepository, PostalRangeRepository
from tests.fakes.records import InMemoryRecords


class InMemoryBlacklist(InMemoryRecords[BlacklistItem], BlacklistRepository):
    pass


class InMemoryPostalRanges(InMemoryRecords[PostalRange], PostalRangeRepository):
    pass
