"""The blacklist screen: addresses and e-mail addresses that cannot order (the form's rules are in
soepkern.domain.blacklist)."""

from __future__ import annotations

from soepkern.domain.blacklist import BlacklistForm, BlacklistItem, build_item
from soepkern.domain.errors import NotFound
from soepkern.domain.users import User
from soepkern.ports import AddressLookup, LookupUnavailable, UnitOfWorkFactory

NOT_FOUND = "Blokkade niet gevonden."


async def _fill_address(item: BlacklistItem, lookup: AddressLookup | None) -> None:
    """Street and place come from the address lookup when not typed; a lookup failure is not an error."""
    if lookup is None or item.postcode is None or item.huisnummer is None or (item.straat and item.plaats):
        return
    try:
        address = await lookup.lookup(item.postcode, item.huisnummer)
    except LookupUnavailable:
        return
    if address is not None:
        item.straat, item.plaats = address.straat, address.plaats


async def list_items(uow_factory: UnitOfWorkFactory) -> tuple[list[BlacklistItem], dict[int, User]]:
    async with uow_factory() as uow:
        items = await uow.blacklist.list_all()
        users = {u.id: u for u in await uow.users.list_all() if u.id is not None}
    return items, users


async def get_item(item_id: int, uow_factory: UnitOfWorkFactory) -> BlacklistItem:
    async with uow_factory() as uow:
        found = await uow.blacklist.get(item_id)
    if found is None:
        raise NotFound(NOT_FOUND)
    return found


async def create_item(
    form: BlacklistForm, actor: User, uow_factory: UnitOfWorkFactory, lookup: AddressLookup | None
) -> BlacklistItem:
    item = build_item(form, actor.id)
    await _fill_address(item, lookup)
    async with uow_factory(write=True) as uow:
        await uow.blacklist.add(item)
        uow.shop_data_changed()
        await uow.commit()
    return item


async def edit_item(
    item_id: int, form: BlacklistForm, uow_factory: UnitOfWorkFactory, lookup: AddressLookup | None
) -> BlacklistItem:
    async with uow_factory() as uow:
        existing = await uow.blacklist.get(item_id)
    if existing is None:
        raise NotFound(NOT_FOUND)
    item = build_item(form, existing.created_by, item_id)
    await _fill_address(item, lookup)
    async with uow_factory(write=True) as uow:
        await uow.blacklist.update(item)
        uow.shop_data_changed()
        await uow.commit()
    return item


async def delete_item(item_id: int, uow_factory: UnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        if await uow.blacklist.get(item_id) is None:
            raise NotFound(NOT_FOUND)
        await uow.blacklist.delete(item_id)
        uow.shop_data_changed()
        await uow.commit()
