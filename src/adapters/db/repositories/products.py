"""Soups and their pictures."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.pictures import ProductPicture
from soepkern.domain.products import Product, ProductStatus


def _product_values(product: Product) -> dict[str, Any]:
    return {
        "naam": product.naam,
        "slug": product.slug,
        "status": product.status.value,
        "prijs": product.prijs,
        "korting": product.korting,
        "visible": product.visible,
        "omschrijving": product.omschrijving,
    }


def _product_picture(row: RowMapping) -> ProductPicture:
    return ProductPicture(id=row["id"], uuid=row["uuid"], position=row["position"], name=row["name"])


class SqlProductRepository(SqlRepository):
    async def add(self, product: Product) -> int:
        product.id = await self._insert(t.products, _product_values(product))
        for picture in product.pictures:
            await self.add_picture(product.id, picture)
        return product.id

    async def _pictures(self, product_ids: list[int]) -> dict[int, list[ProductPicture]]:
        rows = await self._all(
            select(t.product_pictures)
            .where(t.product_pictures.c.product_id.in_(product_ids))
            .order_by(t.product_pictures.c.position, t.product_pictures.c.id)
        )
        found: dict[int, list[ProductPicture]] = {pid: [] for pid in product_ids}
        for row in rows:
            found[row["product_id"]].append(_product_picture(row))
        return found

    def _product(self, row: RowMapping, pictures: list[ProductPicture]) -> Product:
        return Product(
            id=row["id"],
            naam=row["naam"],
            slug=row["slug"],
            status=ProductStatus(row["status"]),
            prijs=row["prijs"],
            korting=row["korting"],
            visible=row["visible"],
            omschrijving=row["omschrijving"],
            pictures=pictures,
        )

    async def get(self, product_id: int) -> Product | None:
        row = await self._one(select(t.products).where(t.products.c.id == product_id))
        if row is None:
            return None
        return self._product(row, (await self._pictures([product_id]))[product_id])

    async def list_all(self) -> list[Product]:
        rows = await self._all(select(t.products).order_by(t.products.c.id))
        pictures = await self._pictures([row["id"] for row in rows])
        return [self._product(row, pictures[row["id"]]) for row in rows]

    async def update(self, product: Product) -> None:
        assert product.id is not None
        await self._c.execute(
            update(t.products).where(t.products.c.id == product.id).values(**_product_values(product))
        )
        kept = [p.id for p in product.pictures if p.id is not None]
        await self._c.execute(
            delete(t.product_pictures).where(
                t.product_pictures.c.product_id == product.id, t.product_pictures.c.id.not_in(kept)
            )
        )
        for picture in product.pictures:
            if picture.id is None:
                await self.add_picture(product.id, picture)
            else:
                await self._c.execute(
                    update(t.product_pictures)
                    .where(t.product_pictures.c.id == picture.id)
                    .values(position=picture.position, name=picture.name)
                )

    async def delete(self, product_id: int) -> None:
        await self._c.execute(delete(t.products).where(t.products.c.id == product_id))

    async def add_picture(self, product_id: int, picture: ProductPicture) -> int:
        values = {
            "product_id": product_id,
            "uuid": picture.uuid,
            "position": picture.position,
            "name": picture.name,
        }
        picture.id = await self._insert(t.product_pictures, values)
        return picture.id
