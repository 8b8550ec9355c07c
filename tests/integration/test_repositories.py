"""The repositories and the unit of work, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, date, datetime, timedelta

import attrs
import pytest
from sqlalchemy.exc import IntegrityError

from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.checkout import OrderPlaced, StoredAnswer
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import DeliveryAddress, DeliveryList
from soepkern.domain.donations import Donation, Donor
from soepkern.domain.mail import MailMessage
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.pictures import Picture, ProductPicture
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product, ProductStatus
from soepkern.domain.users import User
from soepkern.services.outbox import GIVEN_UP_AT
from tests.fakes.builders import a_contact

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def a_product(naam: str = "Erwtensoep") -> Product:
    return Product(id=None, naam=naam, slug=f"tmp-{naam}", status=ProductStatus.BESCHIKBAAR, prijs=550, korting=50)


def a_day(product_id: int, hoeveelheid: int = 10, day: date = date(2026, 11, 25)) -> OrderDay:
    return OrderDay(
        id=None,
        bestellingsdag=day,
        bestelling_openings_timestamp=NOW,
        bestelling_sluitings_timestamp=NOW + timedelta(days=1),
        bestelling_zichtbaar_timestamp=NOW - timedelta(days=1),
        bestelling_onzichtbaar_timestamp=NOW + timedelta(days=2),
        maximale_producten_per_klant=4,
        products=[OrderDayProduct(id=None, product_id=product_id, hoeveelheid=hoeveelheid)],
    )


def an_order(day: OrderDay, portions: int, email: str = "Joke@Example.nl") -> Order:
    row = day.products[0]
    assert day.id is not None and row.id is not None
    return Order(
        id=None,
        uuid=str(uuid.uuid4()),
        contact=a_contact(email=email),
        bezorg_optie=BezorgOptie.OPHALEN,
        bron=Bron.WEBSHOP,
        created_at=NOW,
        lines=[OrderLine(id=None, orderday_id=day.id, orderday_product_id=row.id, hoeveelheid=portions, prijs=550)],
    )


async def test_settings_values_insert_missing_keeps_saved_values(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        await uow.settings_values.insert_missing({"website_open": "1", "soep_startpagina": "<p>Hallo</p>"})
        await uow.settings_values.save({"website_open": "0"})
        await uow.settings_values.insert_missing({"website_open": "1", "nieuw": "x"})
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.settings_values.get_all() == {
            "website_open": "0",
            "soep_startpagina": "<p>Hallo</p>",
            "nieuw": "x",
        }


async def test_unit_of_work_rolls_back_without_commit(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        await uow.users.add(User(id=None, name="Sanne", email="sanne@example.nl", rol="superuser"))
    async with uow_factory() as uow:
        assert await uow.users.list_all() == []


async def test_users_round_trip_and_unique_email(uow_factory: SqlUnitOfWorkFactory) -> None:
    user = User(id=None, name="Sanne", email=" Sanne@Example.nl ", rol="beheerder", uitgenodigd=NOW)
    async with uow_factory(write=True) as uow:
        await uow.users.add(user)
        await uow.commit()
    async with uow_factory(write=True) as uow:
        loaded = await uow.users.get_by_email("SANNE@example.nl")
        assert loaded == user
        assert loaded is not None and loaded.uitgenodigd == NOW
        loaded.register_login(NOW + timedelta(hours=1))
        await uow.users.update(loaded)
        await uow.commit()
    async with uow_factory(write=True) as uow:
        again = await uow.users.get(user.id or 0)
        assert again is not None and again.laatste_inlog == NOW + timedelta(hours=1)
        with pytest.raises(IntegrityError):
            await uow.users.add(User(id=None, name="Ander", email="sanne@example.nl", rol="beheerder"))


async def test_products_with_pictures(uow_factory: SqlUnitOfWorkFactory) -> None:
    product = a_product()
    product.pictures = [
        ProductPicture(id=None, uuid="u-1", position=1),
        ProductPicture(id=None, uuid="u-2", position=2),
    ]
    async with uow_factory(write=True) as uow:
        await uow.products.add(product)
        await uow.commit()
    async with uow_factory(write=True) as uow:
        loaded = await uow.products.get(product.id or 0)
        assert loaded == product
        assert loaded is not None
        loaded.pictures = [ProductPicture(id=loaded.pictures[1].id, uuid="u-2", position=1)]
        loaded.pictures.append(ProductPicture(id=None, uuid="u-3", position=2))
        await uow.products.update(loaded)
        await uow.commit()
    async with uow_factory() as uow:
        again = await uow.products.get(product.id or 0)
        assert again is not None
        assert [(p.uuid, p.position) for p in again.pictures] == [("u-2", 1), ("u-3", 2)]


async def test_database_rejects_a_discount_above_the_price(uow_factory: SqlUnitOfWorkFactory) -> None:
    product = a_product()
    async with uow_factory(write=True) as uow:
        await uow.products.add(product)
        object.__setattr__(product, "korting", 10_000)  # bypass the domain validator: the database is the backstop
        with pytest.raises(IntegrityError):
            await uow.products.update(product)


async def test_order_day_rows_and_atomic_reservation(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        product_id = await uow.products.add(a_product())
        day = a_day(product_id, hoeveelheid=3)
        await uow.order_days.add(day)
        await uow.commit()
    row_id = day.products[0].id or 0
    async with uow_factory(write=True) as uow:
        assert await uow.order_days.reserve(row_id, 2)
        assert not await uow.order_days.reserve(row_id, 2)
        assert await uow.order_days.reserve(row_id, 1)
        assert not await uow.order_days.reserve(row_id, 1)
        await uow.order_days.release(row_id, 1)
        await uow.commit()
    async with uow_factory() as uow:
        loaded = await uow.order_days.get(day.id or 0)
        assert loaded is not None
        assert (loaded.products[0].hoeveelheid, loaded.products[0].besteld) == (3, 2)
        assert loaded.products[0].naam == "Erwtensoep"
        assert loaded.bestelling_openings_timestamp == NOW


async def test_concurrent_reservations_never_oversell(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()), hoeveelheid=5)
        await uow.order_days.add(day)
        await uow.commit()
    row_id = day.products[0].id or 0

    async def buy() -> bool:
        async with uow_factory(write=True) as uow:
            ok = await uow.order_days.reserve(row_id, 1)
            await asyncio.sleep(0)
            await uow.commit()
            return ok

    results = await asyncio.gather(*(buy() for _ in range(12)))
    assert sum(results) == 5
    async with uow_factory() as uow:
        loaded = await uow.order_days.get(day.id or 0)
        assert loaded is not None and loaded.products[0].besteld == 5


async def test_order_day_update_replaces_rows(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        first = await uow.products.add(a_product("Erwtensoep"))
        second = await uow.products.add(a_product("Tomatensoep"))
        day = a_day(first)
        await uow.order_days.add(day)
        day.products = [OrderDayProduct(id=None, product_id=second, hoeveelheid=7)]
        day.maximale_producten_per_klant = 2
        await uow.order_days.update(day)
        await uow.commit()
    async with uow_factory() as uow:
        (loaded,) = await uow.order_days.list_all()
        assert [(r.product_id, r.hoeveelheid) for r in loaded.products] == [(second, 7)]
        assert loaded.maximale_producten_per_klant == 2


async def test_orders_count_portions_per_customer(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()))
        await uow.order_days.add(day)
        first = an_order(day, 2)
        await uow.orders.add(first)
        await uow.orders.add(an_order(day, 1, email="joke@example.nl"))
        await uow.orders.add(an_order(day, 3, email="kees@example.nl"))
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.orders.portions_for_customer(day.id or 0, "JOKE@example.nl") == 3
        assert await uow.orders.count_for_orderday(day.id or 0) == 3
        loaded = await uow.orders.get(first.id or 0)
        assert loaded is not None and loaded.contact.email == "joke@example.nl" and loaded.producten == 2
        page = await uow.orders.list_page(1, 2)
        assert page.total == 3 and len(page.items) == 2


async def test_an_order_and_its_lines_are_stored_together_in_their_order(uow_factory: SqlUnitOfWorkFactory) -> None:
    """On PostgreSQL the order and its lines go in as one statement (decision 0069): ids and line order hold."""
    async with uow_factory(write=True) as uow:
        products = [await uow.products.add(a_product(naam)) for naam in ("Erwtensoep", "Linzensoep", "Tomatensoep")]
        day = a_day(products[0])
        day.products.extend(OrderDayProduct(id=None, product_id=p, hoeveelheid=10) for p in products[1:])
        await uow.order_days.add(day)
        assert day.id is not None
        order = an_order(day, 1)
        order.lines = [
            OrderLine(id=None, orderday_id=day.id, orderday_product_id=row.id or 0, hoeveelheid=n, naam=f"r{n}")
            for n, row in zip((3, 1, 2), reversed(day.products), strict=True)
        ]
        order_id = await uow.orders.add(order)
        other = await uow.orders.add(an_order(day, 2, email="kees@example.nl"))
        await uow.commit()
    assert order.id == order_id and other > order_id
    line_ids = [line.id for line in order.lines]
    assert all(line_ids) and line_ids == sorted(line_ids)
    async with uow_factory() as uow:
        loaded = await uow.orders.get(order_id)
    assert loaded is not None and loaded.lines == order.lines


async def test_orders_total_stays_exact_through_inserts_deletes_and_truncate(uow_factory: SqlUnitOfWorkFactory) -> None:
    """PostgreSQL reads the total from the counter rows its triggers keep (decision 0023): exact after single and
    concurrent inserts, deletes, a rolled-back insert, a bulk delete and a TRUNCATE; SQLite counts."""
    from sqlalchemy import text

    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()), hoeveelheid=100)
        await uow.order_days.add(day)
        ids = [await uow.orders.add(an_order(day, 1, email=f"k{n}@example.nl")) for n in range(5)]
        await uow.commit()

    async def add_one(n: int) -> None:
        async with uow_factory(write=True) as uow:
            await uow.orders.add(an_order(day, 1, email=f"p{n}@example.nl"))
            await uow.commit()

    await asyncio.gather(*(add_one(n) for n in range(6)))  # several connections: several counter rows
    async with uow_factory(write=True) as uow:
        await uow.orders.add(an_order(day, 1, email="weg@example.nl"))  # rolled back: never counted
    async with uow_factory(write=True) as uow:
        await uow.orders.delete(ids[0])
        await uow.commit()

    async def total() -> int:
        async with uow_factory() as uow:
            page = await uow.orders.list_page(1, 25)
            counted = (await uow.connection.execute(text("SELECT count(*) FROM orders"))).scalar_one()
            assert page.total == counted == len(page.items)
            return page.total

    assert await total() == 10
    async with uow_factory(write=True) as uow:
        await uow.connection.execute(text("DELETE FROM orders WHERE email LIKE 'p%'"))
        await uow.commit()
    assert await total() == 4
    async with uow_factory(write=True) as uow:
        await uow.connection.execute(
            text("DELETE FROM orders" if uow.connection.dialect.name == "sqlite" else "TRUNCATE orders CASCADE")
        )
        await uow.commit()
    assert await total() == 0
    await add_one(99)
    assert await total() == 1


FRAGMENT_NAMES = ["Van Dijk", "Dijkstra", 'O"Brien', "100% Soep", "de_Wit", "Çelik", "Yılmaz", "van den Berg"]


@pytest.mark.parametrize("walk_limit", [0, 20_000])
async def test_order_search_counts_and_pages_agree_with_contains(
    uow_factory: SqlUnitOfWorkFactory, monkeypatch: pytest.MonkeyPatch, walk_limit: int
) -> None:
    """Every search (quotes, wildcards, several words, accents) finds exactly the orders whose search text contains
    each of its words,
    with the same total; on SQLite through the trigram table (count and page) and through the newest-first walk."""
    from adapters.db.repositories import orders as order_repository
    from adapters.db.repositories.orders import order_search_text
    from soepkern.domain.search import search_term

    monkeypatch.setattr(order_repository, "WALK_LIMIT", walk_limit)
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()))
        await uow.order_days.add(day)
        orders = []
        for n, achternaam in enumerate(FRAGMENT_NAMES * 2):
            order = an_order(day, 1, email=f"k{n}@example.nl")
            order.contact, order.created_at = (
                attrs.evolve(order.contact, achternaam=achternaam),
                NOW + timedelta(minutes=n),
            )
            await uow.orders.add(order)
            orders.append(order)
        await uow.commit()
    newest_first = sorted(orders, key=lambda o: (o.created_at, o.id or 0), reverse=True)
    async with uow_factory() as uow:
        terms = ("dijk", "VAN D", 'o"b', "100%", "% s", "de_w", "celik", "ılm", "jok", "niemand", "an d", "berg van")
        for term in terms:
            words = search_term(term).split()  # every word, in any order (a phrase is one case of it)
            expected = [o.id for o in newest_first if all(w in order_search_text(o) for w in words)]
            page = await uow.orders.list_page(1, 100, search=term)
            assert page.total == len(expected), term
            assert [o.id for o in page.items] == expected, term
            filtered = await uow.orders.list_page(1, 100, search=term, bezorg_optie=BezorgOptie.OPHALEN)
            assert filtered.total == len(expected), term
        customers = await uow.customers.list_page(1, 100, search="dijk")
        assert customers.total == 0


async def test_customers_search_and_pagination(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        for n in range(5):
            await uow.customers.add(
                Customer(id=None, contact=ContactDetails(voornaam=f"Klant{n}", achternaam="Visser", email=f"k{n}@x.nl"))
            )
        await uow.customers.add(
            Customer(
                id=None,
                contact=ContactDetails(
                    voornaam="Joke",
                    achternaam="Bakker",
                    email="joke@example.nl",
                    straat="Bolstraat",
                    huisnummer=12,
                    plaats="Utrecht",
                ),
                vaste_klant=True,
                vaste_klant_producten=2,
                vaste_klant_bezorgkeuze=BezorgOptie.BEZORGEN,
            )
        )
        await uow.commit()
    async with uow_factory() as uow:
        page = await uow.customers.list_page(2, 4)
        assert page.total == 6 and len(page.items) == 2
        found = await uow.customers.list_page(1, 10, search="bakk")
        assert [c.contact.email for c in found.items] == ["joke@example.nl"]
        for words in ("utrecht bakk", "BAKKER joke", "ker utr", "joke@example.nl"):
            found = await uow.customers.list_page(1, 10, search=words)
            assert (found.total, [c.contact.email for c in found.items]) == (1, ["joke@example.nl"]), words
        for words in ("utrecht visser", "bakker 3"):
            assert (await uow.customers.list_page(1, 10, search=words)).total == 0, words
        joke = await uow.customers.get_by_email("Joke@Example.nl")
        assert joke is not None and joke.vaste_klant_bezorgkeuze is BezorgOptie.BEZORGEN


async def test_postal_ranges_blacklist_pictures_donations(uow_factory: SqlUnitOfWorkFactory) -> None:
    postal_range = PostalRange(id=None, postcode_begin="3500AA", postcode_eind="3599ZZ", omschrijving="Utrecht")
    blocked = BlacklistItem(id=None, postcode="3581WS", huisnummer=1, omschrijving="Overlast")
    picture = Picture(id=None, uuid="p-1", slug="tuin", naam="Tuin", category="home")
    donation = Donation(id=None, bedrag=2500, created_at=NOW, donor=Donor(voornaam="Kees"))
    async with uow_factory(write=True) as uow:
        await uow.postal_ranges.add(postal_range)
        await uow.blacklist.add(blocked)
        await uow.pictures.add(picture)
        await uow.donations.add(donation)
        await uow.commit()
    async with uow_factory(write=True) as uow:
        assert await uow.postal_ranges.list_all() == [postal_range]
        assert await uow.blacklist.list_all() == [blocked]
        assert await uow.pictures.get_by_uuid("p-1") == picture
        assert await uow.donations.get(donation.id or 0) == donation
        await uow.postal_ranges.delete(postal_range.id or 0)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.postal_ranges.list_all() == []


async def test_delivery_list_keeps_route_order(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()))
        await uow.order_days.add(day)
        first = await uow.orders.add(an_order(day, 1, "a@x.nl"))
        second = await uow.orders.add(an_order(day, 1, "b@x.nl"))
        delivery = DeliveryList(
            id=None,
            orderday_id=day.id or 0,
            naam="Route oost",
            adressen=[DeliveryAddress(second, 0), DeliveryAddress(first, 1)],
        )
        await uow.delivery_lists.add(delivery)
        await uow.commit()
    async with uow_factory() as uow:
        (loaded,) = await uow.delivery_lists.list_for_orderday(day.id or 0)
        assert [a.order_id for a in loaded.adressen] == [second, first]
        assert loaded.status == "te bezorgen"


async def test_outbox_and_idempotency(uow_factory: SqlUnitOfWorkFactory) -> None:
    message = MailMessage(to="joke@example.nl", subject="Uw bestelling", text="Dank u wel", html="<p>Dank</p>")
    async with uow_factory(write=True) as uow:
        item_id = await uow.outbox.enqueue(message, NOW)
        assert await uow.idempotency.save("k1", OrderPlaced(1, "u-1", 550), NOW)
        assert not await uow.idempotency.save("k1", OrderPlaced(2, "u-2", 450), NOW)
        await uow.commit()
    async with uow_factory(write=True) as uow:
        (item,) = await uow.outbox.due(NOW, limit=10)
        assert item.id == item_id and item.message == message
        await uow.outbox.mark_failed(item_id, "SMTP down", NOW + timedelta(minutes=1))
        await uow.commit()
    async with uow_factory(write=True) as uow:
        assert await uow.outbox.due(NOW, limit=10) == []
        (retry,) = await uow.outbox.due(NOW + timedelta(minutes=1), limit=10)
        assert retry.attempts == 1
        await uow.outbox.mark_sent(item_id, NOW + timedelta(minutes=1))
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.outbox.due(NOW + timedelta(days=1), limit=10) == []
        assert await uow.idempotency.get("k1") == StoredAnswer(OrderPlaced(1, "u-1", 550))
        assert await uow.idempotency.get("k2") is None


async def test_outbox_queues_several_mails_in_one_go(uow_factory: SqlUnitOfWorkFactory) -> None:
    confirmation = MailMessage(to="joke@example.nl", subject="Uw bestelling", text="Dank u wel")
    notice = MailMessage(to="beheer@example.nl", subject="Nieuwe bestelling", text="Er is besteld")
    broken = MailMessage(to="kees@example.nl", subject="Kapot", text="x", problem="Geen geldig adres")
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()))
        await uow.order_days.add(day)
        order_id = await uow.orders.add(an_order(day, 1))
        ids = await uow.outbox.enqueue_many([(confirmation, order_id), (notice, None), (broken, None)], NOW)
        assert await uow.outbox.enqueue_many([], NOW) == []
        await uow.commit()
    assert len(ids) == 3 and ids == sorted(ids)
    async with uow_factory() as uow:
        due = await uow.outbox.due(NOW, limit=10)
        assert [(item.id, item.message) for item in due] == [(ids[0], confirmation), (ids[1], notice)]
        assert await uow.outbox.waiting_orders([order_id], GIVEN_UP_AT) == {order_id}
        (parked,) = await uow.outbox.given_up(GIVEN_UP_AT, limit=10)
        assert parked.id == ids[2]
