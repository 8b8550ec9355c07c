"""The blacklist screen: addresses and e-mail addresses that cannot order."""

from __future__ import annotations

import attrs

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.email_address import is_valid_email, normalise_email
from soepkern.domain.errors import NotFound, ValidationErrors
from soepkern.domain.input_bounds import MULTILINE
from soepkern.domain.postcode import normalise_huisnummer, normalise_postcode
from soepkern.domain.users import User
from soepkern.ports import AddressLookup, LookupUnavailable, UnitOfWorkFactory

NOT_FOUND = "Blokkade niet gevonden."
NEED_ONE = "Vul een postcode of een e-mailadres in."
POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234AB."
NUMBER_INVALID = "Vul een geldig huisnummer in."
NUMBER_NEEDS_POSTCODE = "Vul ook de postcode in."
EMAIL_INVALID = "Vul een geldig e-mailadres in."
DESCRIPTION_TOO_LONG = "Maximaal 255 tekens."


@attrs.frozen
class BlacklistForm:
    postcode: str | None = None
    huisnummer: str | int | None = None
    email: str | None = None
    omschrijving: str = attrs.field(default="", metadata=MULTILINE)
    straat: str = ""
    plaats: str = ""


def build_item(form: BlacklistForm, created_by: int | None, item_id: int | None = None) -> BlacklistItem:
    errors = ValidationErrors()
    postcode = normalise_postcode(form.postcode) if form.postcode else None
    if form.postcode and postcode is None:
        errors.add("postcode", POSTCODE_INVALID)
    huisnummer = None
    if form.huisnummer not in (None, ""):
        huisnummer = normalise_huisnummer(form.huisnummer)
        if huisnummer is None:
            errors.add("huisnummer", NUMBER_INVALID)
        elif not form.postcode:
            errors.add("postcode", NUMBER_NEEDS_POSTCODE)
    email = normalise_email(form.email) if form.email else None
    if email and not is_valid_email(email):
        errors.add("email", EMAIL_INVALID)
    if not form.postcode and not form.email:
        errors.add("postcode", NEED_ONE)
    if len(form.omschrijving) > 255:
        errors.add("omschrijving", DESCRIPTION_TOO_LONG)
    errors.raise_if_any()
    return BlacklistItem(
        id=item_id,
        postcode=postcode,
        huisnummer=huisnummer,
        email=email,
        omschrijving=form.omschrijving.strip(),
        straat=form.straat.strip()[:255],
        plaats=form.plaats.strip()[:255],
        created_by=created_by,
    )


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
