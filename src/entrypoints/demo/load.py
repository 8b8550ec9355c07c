"""Loads the demonstration content; safe to run again (only what is missing is added)."""

from __future__ import annotations

from datetime import time, timedelta
from zoneinfo import ZoneInfo

from entrypoints.bootstrap import Container
from entrypoints.demo import content, library_pictures, pictures
from entrypoints.demo.contact_and_donations import load_contact_and_donations
from entrypoints.demo.delivery import load_delivery_demo
from entrypoints.demo.monthly_gifts import load_monthly_gifts
from entrypoints.demo.orders import load_orders_demo
from entrypoints.demo.publications import load_publications_and_links
from entrypoints.demo.records import DemoReport, add_demo_order, demo_day, moment
from entrypoints.demo.standing_customers import load_standing_customers
from entrypoints.demo.waitlist import load_waitlist_demo
from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron
from soepkern.domain.pictures import ProductPicture
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product, ProductStatus, make_slug
from soepkern.services import pictures_admin
from soepkern.services.staff_users import CreateActiveUser, create_active_user


async def load_demo_data(container: Container) -> DemoReport:
    report = DemoReport()
    await _users(container, report)
    await _soups(container, report)
    await _order_days(container, report)
    await _customers_and_ranges(container, report)
    await _past_orders(container, report)
    report.donations, report.contact_messages = await load_contact_and_donations(container)
    await load_monthly_gifts(container)  # after the one-off donations: that loader adds none once any exist
    await load_delivery_demo(container)
    await load_standing_customers(container)  # the bulk order's demo customers (not counted in the report)
    await load_orders_demo(container, report)
    await load_waitlist_demo(container, report)  # an open day with a sold-out soup, its waitlist and an offer
    await _library_pictures(container, report)
    report.publications = await load_publications_and_links(container)
    return report


async def _users(container: Container, report: DemoReport) -> None:
    for demo in content.USERS:
        async with container.uow_factory() as uow:
            exists = await uow.users.get_by_email(demo.email) is not None
        if not exists:
            command = CreateActiveUser(email=demo.email, name=demo.name, rol=demo.rol, password=demo.password)
            await create_active_user(
                command, container.uow_factory, container.password_hasher, container.password_judge
            )
            report.users += 1


async def _soups(container: Container, report: DemoReport) -> None:
    async with container.uow_factory() as uow:
        present = {p.naam for p in await uow.products.list_all()}
    for seed, soup in enumerate(content.SOUPS):
        if soup.naam in present:
            continue
        uuids = [
            container.image_store.store(pictures.soup_bowl(*soup.colours, seed=seed * 10 + angle, angle=angle))
            for angle in (0, 1)
        ]
        async with container.uow_factory(write=True) as uow:
            product = Product(
                id=None,
                naam=soup.naam,
                slug=f"nieuw-{seed}",
                status=ProductStatus.BESCHIKBAAR,
                prijs=soup.prijs,
                korting=soup.korting,
                omschrijving=soup.omschrijving,
                pictures=[ProductPicture(id=None, uuid=u, position=i + 1, name=soup.naam) for i, u in enumerate(uuids)],
            )
            product_id = await uow.products.add(product)
            product.slug = make_slug(product_id, product.naam)
            await uow.products.update(product)
            await uow.commit()
        report.soups += 1


async def _order_days(container: Container, report: DemoReport) -> None:
    """Four days when none exist: one open now, one that opens later, one whose registration has closed, and one
    in the archive."""
    tz = ZoneInfo(container.settings.timezone)
    now = container.clock.now()
    today = now.astimezone(tz).date()
    async with container.uow_factory(write=True) as uow:
        if await uow.order_days.list_all():
            return
        soups = [p for p in await uow.products.list_all() if p.status is ProductStatus.BESCHIKBAAR]
        plans = (
            # (day, opens, closes, portions)
            (today + timedelta(days=3), now - timedelta(hours=1), moment(today + timedelta(days=2), time(20), tz), 40),
            (
                today + timedelta(days=10),
                moment(today + timedelta(days=5), time(9), tz),
                moment(today + timedelta(days=9), time(20), tz),
                30,
            ),
            (today + timedelta(days=1), now - timedelta(days=4), now - timedelta(hours=2), 20),
            (today - timedelta(days=7), now - timedelta(days=12), now - timedelta(days=8), 25),
        )
        for day, opens, closes, portions in plans:
            rows = [OrderDayProduct(id=None, product_id=p.id or 0, hoeveelheid=portions) for p in soups[:3]]
            await uow.order_days.add(demo_day(day, opens, closes, rows, tz))
            report.order_days += 1
        await uow.commit()


def demo_customer(demo: content.DemoCustomer) -> Customer:
    return Customer(
        id=None,
        contact=demo.contact,
        vaste_klant=demo.vaste_klant,
        vaste_klant_mailen=demo.vaste_klant,
        vaste_klant_producten=1 if demo.vaste_klant else None,
    )


async def _customers_and_ranges(container: Container, report: DemoReport) -> None:
    async with container.uow_factory(write=True) as uow:
        for demo in content.CUSTOMERS:
            if await uow.customers.get_by_email(demo.contact.email) is not None:
                continue
            await uow.customers.add(demo_customer(demo))
            report.customers += 1
        if not await uow.postal_ranges.list_all():
            await uow.postal_ranges.add(
                PostalRange(
                    id=None, postcode_begin="3500AA", postcode_eind="3585ZZ", omschrijving="Utrecht centrum en oost"
                )
            )
            report.postal_ranges += 1
        await uow.commit()


async def _past_orders(container: Container, report: DemoReport) -> None:
    """A few orders of the demo customers on the archived day (the days staff work with stay untouched)."""
    now = container.clock.now()
    async with container.uow_factory(write=True) as uow:
        days = sorted(await uow.order_days.list_all(), key=lambda d: d.bestellingsdag)
        past = days[0] if days and days[0].bestellingsdag < now.date() else None
        if past is None or past.id is None or await uow.orders.count_for_orderday(past.id) > 0:
            return
        for n, demo in enumerate(content.CUSTOMERS[:3]):
            customer = await uow.customers.get_by_email(demo.contact.email)
            row = past.products[n % len(past.products)]
            amount = 1 + n % 2
            assert row.id is not None
            await uow.order_days.reserve(row.id, amount)
            await add_demo_order(
                uow,
                customer or demo_customer(demo),
                past,
                row,
                amount,
                bron=Bron.WEBSHOP,
                bezorg_optie=BezorgOptie.BEZORGEN if n % 2 else BezorgOptie.OPHALEN,
                created_at=past.bestelling_openings_timestamp + timedelta(minutes=5 + n),
            )
            report.orders += 1
        await uow.commit()


async def _library_pictures(container: Container, report: DemoReport) -> None:
    """Drawn pictures for every page category; a picture whose name is already in the library is skipped."""
    async with container.uow_factory() as uow:
        present = {p.naam for p in await uow.pictures.list_all()}
    seed = 0
    for category, names in library_pictures.DEMO_PICTURES.items():
        for naam in names:
            seed += 1
            if naam in present:
                continue
            picture_uuid = container.image_store.store(library_pictures.scene(seed))
            await pictures_admin.add_picture(picture_uuid, naam, f"{naam}.jpg", category, container.uow_factory)
            report.library_pictures += 1
