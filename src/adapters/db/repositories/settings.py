"""Stored settings values (key -> value)."""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import insert, select, update

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository


class SqlSettingsValueRepository(SqlRepository):
    async def get_all(self) -> dict[str, str]:
        rows = await self._all(select(t.settings_values))
        return {row["key"]: row["value"] for row in rows}

    async def insert_missing(self, defaults: Mapping[str, str]) -> None:
        present = set(await self.get_all())
        missing = [{"key": k, "value": v} for k, v in defaults.items() if k not in present]
        if missing:
            await self._c.execute(insert(t.settings_values), missing)

    async def save(self, values: Mapping[str, str]) -> None:
        present = set(await self.get_all())
        for key, value in values.items():
            if key in present:
                await self._c.execute(
                    update(t.settings_values).where(t.settings_values.c.key == key).values(value=value)
                )
            else:
                await self._c.execute(insert(t.settings_values).values(key=key, value=value))
