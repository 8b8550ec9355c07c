"""The postal-code screen: authorised delivery areas."""

from __future__ import annotations

import attrs

from soepkern.domain.errors import NotFound, ValidationErrors
from soepkern.domain.input_bounds import MULTILINE
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.postcode import normalise_postcode
from soepkern.ports import UnitOfWorkFactory

NOT_FOUND = "Postcodegebied niet gevonden."
POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234AB."
END_BEFORE_BEGIN = "De eindpostcode moet gelijk zijn aan of na de beginpostcode liggen."
NUMBER_REQUIRED = "Vul een huisnummer in, of kies 'alle huisnummers'."
NUMBER_INVALID = "Vul een huisnummer van 1 tot en met 99999 in."
NUMBER_END_BEFORE_BEGIN = "Het laatste huisnummer moet gelijk zijn aan of hoger zijn dan het eerste."
DESCRIPTION_TOO_LONG = "Maximaal 255 tekens."

ACTIVE_WORDS = (True, 1, "1", "true", "actief")


@attrs.frozen
class PostalRangeForm:
    postcode_begin: str
    postcode_eind: str
    huisnummer_begin: int | None = None
    huisnummer_eind: int | None = None
    alle_huisnummers: bool = False
    omschrijving: str = attrs.field(default="", metadata=MULTILINE)
    status: bool | str = True


def build_range(form: PostalRangeForm, range_id: int | None = None) -> PostalRange:
    errors = ValidationErrors()
    begin = normalise_postcode(form.postcode_begin)
    end = normalise_postcode(form.postcode_eind)
    if begin is None:
        errors.add("postcode_begin", POSTCODE_INVALID)
    if end is None:
        errors.add("postcode_eind", POSTCODE_INVALID)
    if begin and end and end < begin:
        errors.add("postcode_eind", END_BEFORE_BEGIN)
    low, high = form.huisnummer_begin, form.huisnummer_eind
    if form.alle_huisnummers or (low is None and high is None):
        low = high = None
    else:
        for field, number in (("huisnummer_begin", low), ("huisnummer_eind", high)):
            if number is None:
                errors.add(field, NUMBER_REQUIRED)
            elif not 1 <= number <= 99_999:
                errors.add(field, NUMBER_INVALID)
        if low is not None and high is not None and high < low:
            errors.add("huisnummer_eind", NUMBER_END_BEFORE_BEGIN)
    if len(form.omschrijving) > 255:
        errors.add("omschrijving", DESCRIPTION_TOO_LONG)
    errors.raise_if_any()
    assert begin is not None and end is not None
    return PostalRange(
        id=range_id,
        postcode_begin=begin,
        postcode_eind=end,
        huisnummer_begin=low,
        huisnummer_eind=high,
        omschrijving=form.omschrijving.strip(),
        actief=form.status in ACTIVE_WORDS,
    )


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
