"""The picture library."""

from __future__ import annotations

from sqlalchemy import delete, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.pictures import Picture


def _picture(row: RowMapping) -> Picture:
    return Picture(id=row["id"], uuid=row["uuid"], slug=row["slug"], naam=row["naam"], category=row["category"])


class SqlPictureRepository(SqlRepository):
    async def add(self, picture: Picture) -> int:
        values = {
            "uuid": picture.uuid,
            "slug": picture.slug,
            "naam": picture.naam,
            "category": picture.category,
        }
        picture.id = await self._insert(t.pictures, values)
        return picture.id

    async def get_by_uuid(self, uuid: str) -> Picture | None:
        return await self._first(t.pictures, _picture, uuid=uuid)

    async def get(self, picture_id: int) -> Picture | None:
        return await self._first(t.pictures, _picture, id=picture_id)

    async def list_all(self) -> list[Picture]:
        return [_picture(row) for row in await self._all(select(t.pictures).order_by(t.pictures.c.id))]

    async def update(self, picture: Picture) -> None:
        values = {"slug": picture.slug, "naam": picture.naam, "category": picture.category}
        await self._c.execute(update(t.pictures).where(t.pictures.c.id == picture.id).values(**values))

    async def delete(self, picture_id: int) -> None:
        await self._c.execute(delete(t.pictures).where(t.pictures.c.id == picture_id))
