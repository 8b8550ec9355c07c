"""The postal-code screen: authorised delivery areas (the form's rules are in soepkern.domain.postal_ranges)."""

from __future__ import annotations

from soepkern.domain.errors import NotFound
from soepkern.domain.postal_ranges import PostalRange, PostalRangeForm, build_range
from soepkern.ports import UnitOfWorkFactory

NOT_FOUND = "Postcodegebied niet gevonden."


async def list_ranges(uow_factory: UnitOfWorkFactory) -> list[PostalRange]:
    async with uow_factory() as uow:
        return await uow.postal_ranges.list_all()


async def get_range(range_id: int, uow_factory: UnitOfWorkFactory) -> PostalRange:
    async with uow_factory() as uow:
        found = await uow.postal_ranges.get(range_id)
    if found is None:
        raise NotFound(NOT_FOUND)
    return found


async def create_range(form: PostalRangeForm, uow_factory: UnitOfWorkFactory) -> PostalRange:
    postal_range = build_range(form)
    async with uow_factory(write=True) as uow:
        await uow.postal_ranges.add(postal_range)
        uow.shop_data_changed()
        await uow.commit()
    return postal_range


async def edit_range(range_id: int, form: PostalRangeForm, uow_factory: UnitOfWorkFactory) -> PostalRange:
    postal_range = build_range(form, range_id)
    async with uow_factory(write=True) as uow:
        if await uow.postal_ranges.get(range_id) is None:
            raise NotFound(NOT_FOUND)
        await uow.postal_ranges.update(postal_range)
        uow.shop_data_changed()
        await uow.commit()
    return postal_range


async def delete_range(range_id: int, uow_factory: UnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        if await uow.postal_ranges.get(range_id) is None:
            raise NotFound(NOT_FOUND)
        await uow.postal_ranges.delete(range_id)
        uow.shop_data_changed()
        await uow.commit()
