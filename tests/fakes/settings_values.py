"""The SettingsValueRepository port in memory."""

from __future__ import annotations

from collections.abc import Mapping

from soepkern.ports import SettingsValueRepository


class InMemorySettingsValues(SettingsValueRepository):
    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    async def get_all(self) -> dict[str, str]:
        return dict(self.values)

    async def insert_missing(self, defaults: Mapping[str, str]) -> None:
        for key, value in defaults.items():
            self.values.setdefault(key, value)

    async def save(self, values: Mapping[str, str]) -> None:
        self.values.update(values)
