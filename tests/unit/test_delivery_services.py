"""The delivery-list use cases with in-memory fakes: create, edit, status, ticks, care notes."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from soepkern.domain.delivery_lists import AddressCandidate, DeliveryListForm, DeliveryStatus
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.order_days import OrderDay
from soepkern.domain.users import User, UserStatus
from soepkern.services import delivery_lists_admin as service
from soepkern.services.delivery_lists_admin import DeliveryPorts
from tests.fakes import FakeClock
from tests.fakes.delivery_lists import DeliveryStore

AT = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)


async def _store() -> tuple[DeliveryStore, DeliveryPorts, int, int]:
    store = DeliveryStore()
    rider = await store.users.add(User(id=None, name="Rijder", email="rijder@example.nl", rol="soep_coordinator"))
    gone = await store.users.add(
        User(id=None, name="Weg", email="weg@example.nl", rol="beheerder", status=UserStatus.GEDEACTIVEERD)
    )
    store.order_days.rows[1] = OrderDay(
        id=1,
        bestellingsdag=date(2026, 11, 24),
        bestelling_openings_timestamp=AT,
        bestelling_sluitings_timestamp=AT.replace(hour=10),
        bestelling_zichtbaar_timestamp=AT,
        bestelling_onzichtbaar_timestamp=AT.replace(hour=10),
    )
    store.delivery_lists.candidates_by_day = {
        1: {n: AddressCandidate(n, True, n != 4) for n in (1, 2, 3, 4)},  # 4 is a pickup
        2: {9: AddressCandidate(9, True, True)},
    }
    return store, DeliveryPorts(uow_factory=store, clock=FakeClock(AT)), rider, gone


def form(bezorger: int | None, adressen: list[int], **fields: object) -> DeliveryListForm:
    values: dict[str, object] = {"orderday": 1, "naam": "Route", "bezorger": bezorger, "adressen": adressen}
    values.update(fields)
    return DeliveryListForm(**values)  # type: ignore[arg-type]


async def test_create_keeps_the_route_order() -> None:
    store, ports, rider, _gone = await _store()
    list_id = await service.create_list(form(rider, [3, 1]), ports)
    saved = store.delivery_lists.lists[list_id]
    assert saved.order_ids == [3, 1] and saved.status is DeliveryStatus.TE_BEZORGEN


@pytest.mark.parametrize(
    ("adressen", "expected"),
    [
        ([], "Kies minimaal één adres."),
        ([4], "wordt opgehaald"),
        ([9], "hoort niet bij deze leverdag"),
        ([77], "hoort niet bij deze leverdag"),
        ([2, 2], "twee keer"),
    ],
)
async def test_address_problems_go_under_adressen_and_nothing_is_stored(adressen: list[int], expected: str) -> None:
    store, ports, rider, _gone = await _store()
    with pytest.raises(ValidationFailed) as failure:
        await service.create_list(form(rider, adressen), ports)
    assert list(failure.value.errors) == ["adressen"]
    assert expected in failure.value.errors["adressen"][0]
    assert store.commits == 0 and store.delivery_lists.lists == {}


async def test_an_order_goes_on_one_list_only_and_an_inactive_deliverer_is_refused() -> None:
    _unused, ports, rider, gone = await _store()
    await service.create_list(form(rider, [1]), ports)
    with pytest.raises(ValidationFailed) as failure:
        await service.create_list(form(gone, [1], naam="Tweede"), ports)
    assert set(failure.value.errors) == {"adressen", "bezorger"}
    assert "'Route'" in failure.value.errors["adressen"][0]


async def test_edit_may_keep_its_own_addresses_and_status_moves_one_step() -> None:
    store, ports, rider, _gone = await _store()
    list_id = await service.create_list(form(rider, [1, 2]), ports)
    await service.tick(list_id, 2, True, ports)
    await service.edit_list(list_id, form(rider, [2, 3, 1], naam="Nieuw", status="onderweg"), ports)
    saved = store.delivery_lists.lists[list_id]
    assert saved.naam == "Nieuw" and saved.order_ids == [2, 3, 1]
    assert [a.bezorgd for a in saved.adressen] == [True, False, False]
    assert (await service.change_status(list_id, "bezorgd", ports)).status is DeliveryStatus.BEZORGD
    with pytest.raises(ValidationFailed) as failure:
        await service.change_status(list_id, "te bezorgen", ports)
    assert list(failure.value.errors) == ["status"]
    with pytest.raises(ValidationFailed):
        await service.change_status(list_id, "kwijt", ports)
    assert (await service.change_status(list_id, "onderweg", ports)).status is DeliveryStatus.ONDERWEG


async def test_ticks_finish_the_round_and_are_idempotent() -> None:
    store, ports, rider, _gone = await _store()
    list_id = await service.create_list(form(rider, [1, 2]), ports)
    first = await service.tick(list_id, 1, True, ports)
    assert first.status is DeliveryStatus.ONDERWEG
    moment = store.delivery_lists.lists[list_id].adressen[0].bezorgd_at
    ports.clock.advance(minutes=5)  # type: ignore[attr-defined]
    await service.tick(list_id, 1, True, ports)
    assert store.delivery_lists.lists[list_id].adressen[0].bezorgd_at == moment
    assert (await service.tick(list_id, 2, True, ports)).status is DeliveryStatus.BEZORGD
    with pytest.raises(ValidationFailed):
        await service.tick(list_id, 3, True, ports)
    with pytest.raises(NotFound):
        await service.tick(999, 1, True, ports)


async def test_care_notes() -> None:
    store, ports, _rider, _gone = await _store()
    store.delivery_lists.notes[5] = None
    assert await service.set_care_note(5, "  glutenvrij ", ports) == "glutenvrij"
    assert await service.get_care_note(5, ports) == "glutenvrij"
    with pytest.raises(ValidationFailed):
        await service.set_care_note(5, "x" * 256, ports)
    with pytest.raises(NotFound):
        await service.set_care_note(6, "", ports)
