"""The ProductRepository port in memory: `update` gives new pictures ids and drops removed ones, like the SQL one."""

from __future__ import annotations

import copy

from soepkern.domain.pictures import ProductPicture
from soepkern.domain.products import Product
from soepkern.ports import ProductRepository
from tests.fakes.records import InMemoryRecords


class InMemoryProducts(InMemoryRecords[Product], ProductRepository):
    def __init__(self) -> None:
        super().__init__()
        self._picture_ids = 0

    def _numbered(self, product: Product) -> None:
        for picture in product.pictures:
            if picture.id is None:
                self._picture_ids += 1
                picture.id = self._picture_ids

    async def add_picture(self, product_id: int, picture: ProductPicture) -> int:
        self._picture_ids += 1
        picture.id = self._picture_ids
        self.rows[product_id].pictures.append(copy.deepcopy(picture))
        return picture.id
