"""The PictureRepository and ImageStore ports in memory."""

from __future__ import annotations

import copy

from soepkern.domain.pictures import InvalidImage, Picture
from soepkern.ports import Crop, ImageStore, PictureRepository
from tests.fakes.records import InMemoryRecords


class InMemoryPictures(InMemoryRecords[Picture], PictureRepository):
    async def get_by_uuid(self, uuid: str) -> Picture | None:
        return next((copy.deepcopy(p) for p in self.rows.values() if p.uuid == uuid), None)


class FakeImageStore(ImageStore):
    """`files` holds the uuids whose files exist; b"bad" is no picture."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self._count = 0

    def store(self, data: bytes, crop: Crop | None = None) -> str:
        if data == b"bad":
            raise InvalidImage("Het bestand is geen geldige foto (gebruik JPG, PNG of WebP).")
        self._count += 1
        uuid = f"foto-{self._count}"
        self.files.add(uuid)
        return uuid

    async def put(self, data: bytes, crop: Crop | None = None) -> str:
        return self.store(data, crop)

    def delete(self, uuid: str) -> None:
        self.files.discard(uuid)
