"""Repositories: explicit row <-> entity mapping on one connection (the unit of work's)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, insert, or_, select, true, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db import tables as t
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import DeliveryAddress, DeliveryList
from soepkern.domain.donations import Donation, DonationStatus
from soepkern.domain.login import LoginAttempt
from soepkern.domain.mail import MailMessage, OutboxItem
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.pictures import Picture, ProductPicture
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product, ProductStatus
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.user_tokens import TokenPurpose, UserToken
from soepkern.domain.users import User, UserStatus, normalise_email
from soepkern.ports import Page, StoredResponse


class _Repository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._c = connection

    async def _insert(self, table: Any, values: Mapping[str, Any]) -> int:
        result = await self._c.execute(insert(table).values(**values).returning(table.c.id))
        return int(result.scalar_one())

    async def _one(self, statement: Any) -> RowMapping | None:
        return (await self._c.execute(statement)).mappings().first()

    async def _all(self, statement: Any) -> list[RowMapping]:
        return list((await self._c.execute(statement)).mappings().all())


# Settings ------------------------------------------------------------------------------------------------------


class SqlSettingsValueRepository(_Repository):
    async def get_all(self) -> dict[str, str]:
        rows = await self._all(select(t.settings_values))
        return {row["key"]: row["value"] for row in rows}

    async def insert_missing(self, defaults: Mapping[str, str]) -> None:
        present = set(await self.get_all())
        missing = [{"key": k, "value": v} for k, v in defaults.items() if k not in present]
        if missing:
            await self._c.execute(insert(t.settings_values), missing)

    async def save(self, values: Mapping[str, str]) -> None:
        present = set(await self.get_all())
        for key, value in values.items():
            if key in present:
                await self._c.execute(
                    update(t.settings_values).where(t.settings_values.c.key == key).values(value=value)
                )
            else:
                await self._c.execute(insert(t.settings_values).values(key=key, value=value))


# Users ---------------------------------------------------------------------------------------------------------


def _user_values(user: User) -> dict[str, Any]:
    return {
        "name": user.name,
        "email": user.email,
        "telefoonnummer": user.telefoonnummer,
        "rol": user.rol,
        "status": user.status.value,
        "password_hash": user.password_hash,
        "failed_attempts": user.failed_attempts,
        "locked": user.locked,
        "uitgenodigd": user.uitgenodigd,
        "laatste_inlog": user.laatste_inlog,
    }


def _user(row: RowMapping) -> User:
    return User(
        id=row["id"],
        name=row["name"],
        email=row["email"],
        rol=row["rol"],
        telefoonnummer=row["telefoonnummer"],
        status=UserStatus(row["status"]),
        password_hash=row["password_hash"],
        failed_attempts=row["failed_attempts"],
        locked=row["locked"],
        uitgenodigd=row["uitgenodigd"],
        laatste_inlog=row["laatste_inlog"],
    )


class SqlUserRepository(_Repository):
    async def add(self, user: User) -> int:
        user.id = await self._insert(t.users, _user_values(user))
        return user.id

    async def get(self, user_id: int) -> User | None:
        row = await self._one(select(t.users).where(t.users.c.id == user_id))
        return _user(row) if row else None

    async def get_by_email(self, email: str) -> User | None:
        row = await self._one(select(t.users).where(t.users.c.email == normalise_email(email)))
        return _user(row) if row else None

    async def list_all(self) -> list[User]:
        return [_user(row) for row in await self._all(select(t.users).order_by(t.users.c.name, t.users.c.id))]

    async def update(self, user: User) -> None:
        await self._c.execute(update(t.users).where(t.users.c.id == user.id).values(**_user_values(user)))

    async def delete(self, user_id: int) -> None:
        await self._c.execute(delete(t.users).where(t.users.c.id == user_id))


# Pictures ------------------------------------------------------------------------------------------------------


def _picture(row: RowMapping) -> Picture:
    return Picture(id=row["id"], uuid=row["uuid"], slug=row["slug"], naam=row["naam"], category=row["category"])


class SqlPictureRepository(_Repository):
    async def add(self, picture: Picture) -> int:
        values = {
            "uuid": picture.uuid,
            "slug": picture.slug,
            "naam": picture.naam,
            "category": picture.category,
        }
        picture.id = await self._insert(t.pictures, values)
        return picture.id

    async def get_by_uuid(self, uuid: str) -> Picture | None:
        row = await self._one(select(t.pictures).where(t.pictures.c.uuid == uuid))
        return _picture(row) if row else None

    async def list_all(self) -> list[Picture]:
        return [_picture(row) for row in await self._all(select(t.pictures).order_by(t.pictures.c.id))]

    async def update(self, picture: Picture) -> None:
        values = {"slug": picture.slug, "naam": picture.naam, "category": picture.category}
        await self._c.execute(update(t.pictures).where(t.pictures.c.id == picture.id).values(**values))

    async def delete(self, picture_id: int) -> None:
        await self._c.execute(delete(t.pictures).where(t.pictures.c.id == picture_id))


# Products ------------------------------------------------------------------------------------------------------


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


class SqlProductRepository(_Repository):
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


# Order days ----------------------------------------------------------------------------------------------------

_DAY_FIELDS = (
    "bestellingsdag",
    "bestelling_openings_timestamp",
    "bestelling_sluitings_timestamp",
    "bestelling_zichtbaar_timestamp",
    "bestelling_onzichtbaar_timestamp",
    "maximale_producten_per_klant",
    "inschrijving_geopend",
    "zichtbaar",
    "created_by",
)


class SqlOrderDayRepository(_Repository):
    async def add(self, day: OrderDay) -> int:
        day.id = await self._insert(t.order_days, {f: getattr(day, f) for f in _DAY_FIELDS})
        for row in day.products:
            await self._add_row(day.id, row)
        return day.id

    async def _add_row(self, day_id: int, row: OrderDayProduct) -> None:
        values = {"orderday_id": day_id, "product_id": row.product_id, "hoeveelheid": row.hoeveelheid}
        row.id = await self._insert(t.order_day_products, {**values, "besteld": row.besteld})

    async def _rows(self, day_ids: list[int]) -> dict[int, list[OrderDayProduct]]:
        p, r = t.products, t.order_day_products
        statement = (
            select(r, p.c.naam, p.c.prijs, p.c.korting)
            .join(p, p.c.id == r.c.product_id)
            .where(r.c.orderday_id.in_(day_ids))
            .order_by(r.c.id)
        )
        found: dict[int, list[OrderDayProduct]] = {day_id: [] for day_id in day_ids}
        for row in await self._all(statement):
            found[row["orderday_id"]].append(
                OrderDayProduct(
                    id=row["id"],
                    product_id=row["product_id"],
                    hoeveelheid=row["hoeveelheid"],
                    besteld=row["besteld"],
                    naam=row["naam"],
                    prijs=row["prijs"],
                    korting=row["korting"],
                )
            )
        return found

    def _day(self, row: RowMapping, products: list[OrderDayProduct]) -> OrderDay:
        return OrderDay(id=row["id"], products=products, **{f: row[f] for f in _DAY_FIELDS})

    async def get_by_row(self, row_id: int) -> OrderDay | None:
        """The order day that holds this order-day product row."""
        r = t.order_day_products
        day_id = (await self._c.execute(select(r.c.orderday_id).where(r.c.id == row_id))).scalar_one_or_none()
        return None if day_id is None else await self.get(day_id)

    async def list_visible_between(self, start: datetime, end: datetime) -> list[OrderDay]:
        """Days whose visibility window overlaps [start, end] (the shop's candidates)."""
        d = t.order_days
        rows = await self._all(
            select(d)
            .where(d.c.bestelling_zichtbaar_timestamp <= end, d.c.bestelling_onzichtbaar_timestamp > start)
            .order_by(d.c.bestellingsdag, d.c.id)
        )
        products = await self._rows([row["id"] for row in rows])
        return [self._day(row, products[row["id"]]) for row in rows]

    async def get(self, day_id: int) -> OrderDay | None:
        row = await self._one(select(t.order_days).where(t.order_days.c.id == day_id))
        return self._day(row, (await self._rows([day_id]))[day_id]) if row else None

    async def list_all(self) -> list[OrderDay]:
        rows = await self._all(select(t.order_days).order_by(t.order_days.c.bestellingsdag, t.order_days.c.id))
        products = await self._rows([row["id"] for row in rows])
        return [self._day(row, products[row["id"]]) for row in rows]

    async def update(self, day: OrderDay) -> None:
        assert day.id is not None
        r = t.order_day_products
        await self._c.execute(
            update(t.order_days).where(t.order_days.c.id == day.id).values(**{f: getattr(day, f) for f in _DAY_FIELDS})
        )
        kept = [row.id for row in day.products if row.id is not None]
        await self._c.execute(delete(r).where(r.c.orderday_id == day.id, r.c.id.not_in(kept)))
        for row in day.products:
            if row.id is None:
                await self._add_row(day.id, row)
            else:
                # The ordered count is only ever changed by reserve/release, atomically.
                await self._c.execute(
                    update(r).where(r.c.id == row.id).values(product_id=row.product_id, hoeveelheid=row.hoeveelheid)
                )

    async def delete(self, day_id: int) -> None:
        await self._c.execute(delete(t.order_days).where(t.order_days.c.id == day_id))

    async def reserve(self, row_id: int, portions: int) -> bool:
        r = t.order_day_products
        result = await self._c.execute(
            update(r)
            .where(r.c.id == row_id, r.c.besteld + portions <= r.c.hoeveelheid)
            .values(besteld=r.c.besteld + portions)
        )
        return result.rowcount == 1

    async def release(self, row_id: int, portions: int) -> None:
        r = t.order_day_products
        await self._c.execute(
            update(r).where(r.c.id == row_id, r.c.besteld >= portions).values(besteld=r.c.besteld - portions)
        )


# Orders --------------------------------------------------------------------------------------------------------

_ORDER_FIELDS = (
    "uuid",
    "customer_id",
    "voornaam",
    "achternaam",
    "email",
    "telefoonnummer",
    "postcode",
    "huisnummer",
    "huisnummer_extension",
    "straat",
    "plaats",
    "bedrijfsnaam",
    "opmerking",
    "email_verzonden",
    "created_at",
)


class SqlOrderRepository(_Repository):
    async def add(self, order: Order) -> int:
        values = {f: getattr(order, f) for f in _ORDER_FIELDS}
        values.update(email=normalise_email(order.email), bezorg_optie=order.bezorg_optie.value, bron=order.bron.value)
        order.id = await self._insert(t.orders, values)
        for line in order.lines:
            line.id = await self._insert(
                t.order_lines,
                {
                    "order_id": order.id,
                    "orderday_id": line.orderday_id,
                    "orderday_product_id": line.orderday_product_id,
                    "hoeveelheid": line.hoeveelheid,
                    "naam": line.naam,
                    "prijs": line.prijs,
                    "korting": line.korting,
                },
            )
        return order.id

    async def _lines(self, order_ids: list[int]) -> dict[int, list[OrderLine]]:
        found: dict[int, list[OrderLine]] = {order_id: [] for order_id in order_ids}
        rows = await self._all(
            select(t.order_lines).where(t.order_lines.c.order_id.in_(order_ids)).order_by(t.order_lines.c.id)
        )
        for row in rows:
            found[row["order_id"]].append(
                OrderLine(
                    id=row["id"],
                    orderday_id=row["orderday_id"],
                    orderday_product_id=row["orderday_product_id"],
                    hoeveelheid=row["hoeveelheid"],
                    naam=row["naam"],
                    prijs=row["prijs"],
                    korting=row["korting"],
                )
            )
        return found

    def _order(self, row: RowMapping, lines: list[OrderLine]) -> Order:
        return Order(
            id=row["id"],
            bezorg_optie=BezorgOptie(row["bezorg_optie"]),
            bron=Bron(row["bron"]),
            lines=lines,
            **{f: row[f] for f in _ORDER_FIELDS},
        )

    async def get(self, order_id: int) -> Order | None:
        row = await self._one(select(t.orders).where(t.orders.c.id == order_id))
        return self._order(row, (await self._lines([order_id]))[order_id]) if row else None

    async def list_page(self, page: int, per_page: int) -> Page[Order]:
        total = int((await self._c.execute(select(func.count()).select_from(t.orders))).scalar_one())
        rows = await self._all(
            select(t.orders)
            .order_by(t.orders.c.created_at.desc(), t.orders.c.id.desc())
            .limit(per_page)
            .offset((page - 1) * per_page)
        )
        lines = await self._lines([row["id"] for row in rows])
        return Page([self._order(row, lines[row["id"]]) for row in rows], total, page, per_page)

    async def count_for_orderday(self, day_id: int) -> int:
        statement = select(func.count(func.distinct(t.order_lines.c.order_id))).where(
            t.order_lines.c.orderday_id == day_id
        )
        return int((await self._c.execute(statement)).scalar_one())

    async def portions_for_customer(self, day_id: int, email: str) -> int:
        statement = (
            select(func.coalesce(func.sum(t.order_lines.c.hoeveelheid), 0))
            .join(t.orders, t.orders.c.id == t.order_lines.c.order_id)
            .where(t.order_lines.c.orderday_id == day_id, t.orders.c.email == normalise_email(email))
        )
        return int((await self._c.execute(statement)).scalar_one())

    async def delete(self, order_id: int) -> None:
        await self._c.execute(delete(t.orders).where(t.orders.c.id == order_id))


# Customers -----------------------------------------------------------------------------------------------------

_CUSTOMER_FIELDS = (
    "voornaam",
    "achternaam",
    "email",
    "telefoonnummer",
    "postcode",
    "huisnummer",
    "huisnummer_extensie",
    "straat",
    "plaats",
    "bedrijfsnaam",
    "vaste_klant",
    "vaste_klant_mailen",
    "vaste_klant_producten",
)


_CONTACT_FIELDS = (
    "voornaam",
    "achternaam",
    "telefoonnummer",
    "postcode",
    "huisnummer",
    "huisnummer_extensie",
    "straat",
    "plaats",
    "bedrijfsnaam",
)


def _dialect_insert(connection: AsyncConnection) -> Any:
    """INSERT with ON CONFLICT support: the same statement on SQLite and PostgreSQL."""
    return pg_insert if connection.dialect.name == "postgresql" else sqlite_insert


def _customer_values(customer: Customer) -> dict[str, Any]:
    values = {f: getattr(customer, f) for f in _CUSTOMER_FIELDS}
    choice = customer.vaste_klant_bezorgkeuze
    values["vaste_klant_bezorgkeuze"] = choice.value if choice else None
    return values


def _customer(row: RowMapping) -> Customer:
    choice = row["vaste_klant_bezorgkeuze"]
    return Customer(
        id=row["id"],
        vaste_klant_bezorgkeuze=BezorgOptie(choice) if choice else None,
        **{f: row[f] for f in _CUSTOMER_FIELDS},
    )


class SqlCustomerRepository(_Repository):
    async def claim(self, customer: Customer) -> Customer:
        """The customer with this e-mail address, created from `customer` if new, otherwise given `customer`'s
        contact details (standing-customer settings stay), and locked until commit; in one statement.

        The row lock makes concurrent orders of one customer take turns, so per-customer maxima hold.
        """
        c = t.customers
        values = _customer_values(customer)
        details = {k: values[k] for k in _CONTACT_FIELDS}
        statement = (
            _dialect_insert(self._c)(c)
            .values(**values)
            .on_conflict_do_update(index_elements=["email"], set_=details)
            .returning(*c.c)
        )
        row = (await self._c.execute(statement)).mappings().one()
        return _customer(row)

    async def add(self, customer: Customer) -> int:
        customer.id = await self._insert(t.customers, _customer_values(customer))
        return customer.id

    async def get(self, customer_id: int) -> Customer | None:
        row = await self._one(select(t.customers).where(t.customers.c.id == customer_id))
        return _customer(row) if row else None

    async def get_by_email(self, email: str) -> Customer | None:
        row = await self._one(select(t.customers).where(t.customers.c.email == normalise_email(email)))
        return _customer(row) if row else None

    async def update(self, customer: Customer) -> None:
        await self._c.execute(
            update(t.customers).where(t.customers.c.id == customer.id).values(**_customer_values(customer))
        )

    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[Customer]:
        c = t.customers
        condition: Any = true()
        if search:
            pattern = f"%{search.strip().lower()}%"
            condition = or_(
                func.lower(c.c.voornaam).like(pattern),
                func.lower(c.c.achternaam).like(pattern),
                c.c.email.like(pattern),
                func.lower(c.c.postcode).like(pattern.replace(" ", "")),
                func.lower(c.c.straat).like(pattern),
            )
        total = int((await self._c.execute(select(func.count()).select_from(c).where(condition))).scalar_one())
        rows = await self._all(
            select(c).where(condition).order_by(c.c.achternaam, c.c.id).limit(per_page).offset((page - 1) * per_page)
        )
        return Page([_customer(row) for row in rows], total, page, per_page)


# Donations -----------------------------------------------------------------------------------------------------

_DONATION_FIELDS = (
    "customer_id",
    "bedrag",
    "anoniem",
    "zakelijk",
    "bedrijfsnaam",
    "voornaam",
    "achternaam",
    "email",
    "postcode",
    "huisnummer",
    "straat",
    "plaats",
    "betaal_methode",
    "payment_id",
    "created_at",
)


def _donation(row: RowMapping) -> Donation:
    return Donation(id=row["id"], status=DonationStatus(row["status"]), **{f: row[f] for f in _DONATION_FIELDS})


class SqlDonationRepository(_Repository):
    async def add(self, donation: Donation) -> int:
        values = {f: getattr(donation, f) for f in _DONATION_FIELDS}
        donation.id = await self._insert(t.donations, {**values, "status": donation.status.value})
        return donation.id

    async def get(self, donation_id: int) -> Donation | None:
        row = await self._one(select(t.donations).where(t.donations.c.id == donation_id))
        return _donation(row) if row else None

    async def list_for_customer(self, customer_id: int) -> list[Donation]:
        rows = await self._all(
            select(t.donations).where(t.donations.c.customer_id == customer_id).order_by(t.donations.c.id.desc())
        )
        return [_donation(row) for row in rows]


# Postal-code ranges --------------------------------------------------------------------------------------------

_RANGE_FIELDS = (
    "postcode_begin",
    "postcode_eind",
    "huisnummer_begin",
    "huisnummer_eind",
    "omschrijving",
    "actief",
)


def _postal_range(row: RowMapping) -> PostalRange:
    return PostalRange(id=row["id"], **{f: row[f] for f in _RANGE_FIELDS})


class SqlPostalRangeRepository(_Repository):
    async def add(self, postal_range: PostalRange) -> int:
        postal_range.id = await self._insert(t.postal_ranges, {f: getattr(postal_range, f) for f in _RANGE_FIELDS})
        return postal_range.id

    async def get(self, range_id: int) -> PostalRange | None:
        row = await self._one(select(t.postal_ranges).where(t.postal_ranges.c.id == range_id))
        return _postal_range(row) if row else None

    async def list_all(self) -> list[PostalRange]:
        rows = await self._all(select(t.postal_ranges).order_by(t.postal_ranges.c.postcode_begin, t.postal_ranges.c.id))
        return [_postal_range(row) for row in rows]

    async def update(self, postal_range: PostalRange) -> None:
        values = {f: getattr(postal_range, f) for f in _RANGE_FIELDS}
        await self._c.execute(update(t.postal_ranges).where(t.postal_ranges.c.id == postal_range.id).values(**values))

    async def delete(self, range_id: int) -> None:
        await self._c.execute(delete(t.postal_ranges).where(t.postal_ranges.c.id == range_id))


# Blacklist -----------------------------------------------------------------------------------------------------

_BLACKLIST_FIELDS = ("postcode", "huisnummer", "email", "omschrijving", "straat", "plaats", "created_by")


def _blacklist_item(row: RowMapping) -> BlacklistItem:
    return BlacklistItem(id=row["id"], **{f: row[f] for f in _BLACKLIST_FIELDS})


class SqlBlacklistRepository(_Repository):
    async def add(self, item: BlacklistItem) -> int:
        item.id = await self._insert(t.blacklist_items, {f: getattr(item, f) for f in _BLACKLIST_FIELDS})
        return item.id

    async def get(self, item_id: int) -> BlacklistItem | None:
        row = await self._one(select(t.blacklist_items).where(t.blacklist_items.c.id == item_id))
        return _blacklist_item(row) if row else None

    async def list_all(self) -> list[BlacklistItem]:
        return [
            _blacklist_item(row) for row in await self._all(select(t.blacklist_items).order_by(t.blacklist_items.c.id))
        ]

    async def update(self, item: BlacklistItem) -> None:
        values = {f: getattr(item, f) for f in _BLACKLIST_FIELDS}
        await self._c.execute(update(t.blacklist_items).where(t.blacklist_items.c.id == item.id).values(**values))

    async def delete(self, item_id: int) -> None:
        await self._c.execute(delete(t.blacklist_items).where(t.blacklist_items.c.id == item_id))


# Delivery lists ------------------------------------------------------------------------------------------------


class SqlDeliveryListRepository(_Repository):
    async def add(self, delivery_list: DeliveryList) -> int:
        values = {
            "orderday_id": delivery_list.orderday_id,
            "naam": delivery_list.naam,
            "route_link": delivery_list.route_link,
            "bezorger": delivery_list.bezorger,
            "status": delivery_list.status,
        }
        delivery_list.id = await self._insert(t.delivery_lists, values)
        await self._c.execute(
            insert(t.delivery_list_addresses),
            [
                {"delivery_list_id": delivery_list.id, "order_id": a.order_id, "sort_key": a.sort_key}
                for a in delivery_list.adressen
            ],
        )
        return delivery_list.id

    async def _addresses(self, list_id: int) -> list[DeliveryAddress]:
        a = t.delivery_list_addresses
        rows = await self._all(select(a).where(a.c.delivery_list_id == list_id).order_by(a.c.sort_key, a.c.order_id))
        return [DeliveryAddress(order_id=row["order_id"], sort_key=row["sort_key"]) for row in rows]

    async def _list(self, row: RowMapping) -> DeliveryList:
        return DeliveryList(
            id=row["id"],
            orderday_id=row["orderday_id"],
            naam=row["naam"],
            route_link=row["route_link"],
            bezorger=row["bezorger"],
            status=row["status"],
            adressen=await self._addresses(row["id"]),
        )

    async def get(self, list_id: int) -> DeliveryList | None:
        row = await self._one(select(t.delivery_lists).where(t.delivery_lists.c.id == list_id))
        return await self._list(row) if row else None

    async def list_for_orderday(self, day_id: int) -> list[DeliveryList]:
        rows = await self._all(
            select(t.delivery_lists).where(t.delivery_lists.c.orderday_id == day_id).order_by(t.delivery_lists.c.id)
        )
        return [await self._list(row) for row in rows]


# Mail outbox ---------------------------------------------------------------------------------------------------


class SqlOutboxRepository(_Repository):
    async def enqueue(self, message: MailMessage, now: datetime) -> int:
        values = {
            "recipient": message.to,
            "subject": message.subject,
            "text_body": message.text,
            "html_body": message.html,
            "reply_to": message.reply_to,
            "next_attempt_at": now,
            "created_at": now,
        }
        return await self._insert(t.mail_outbox, values)

    async def due(self, now: datetime, limit: int) -> list[OutboxItem]:
        o = t.mail_outbox
        rows = await self._all(
            select(o).where(o.c.sent_at.is_(None), o.c.next_attempt_at <= now).order_by(o.c.id).limit(limit)
        )
        return [
            OutboxItem(
                id=row["id"],
                message=MailMessage(
                    to=row["recipient"],
                    subject=row["subject"],
                    text=row["text_body"],
                    html=row["html_body"],
                    reply_to=row["reply_to"],
                ),
                attempts=row["attempts"],
            )
            for row in rows
        ]

    async def mark_sent(self, item_id: int, at: datetime) -> None:
        o = t.mail_outbox
        await self._c.execute(update(o).where(o.c.id == item_id).values(sent_at=at, attempts=o.c.attempts + 1))

    async def mark_failed(self, item_id: int, error: str, retry_at: datetime) -> None:
        o = t.mail_outbox
        await self._c.execute(
            update(o)
            .where(o.c.id == item_id)
            .values(attempts=o.c.attempts + 1, last_error=error[:2000], next_attempt_at=retry_at)
        )


# Idempotency keys ----------------------------------------------------------------------------------------------


class SqlIdempotencyRepository(_Repository):
    async def get(self, scope: str, key: str) -> StoredResponse | None:
        k = t.idempotency_keys
        row = await self._one(select(k).where(k.c.scope == scope, k.c.key == key))
        return StoredResponse(status=row["status"], body=row["body"]) if row else None

    async def save(self, scope: str, key: str, response: StoredResponse, now: datetime) -> bool:
        values = {"scope": scope, "key": key, "status": response.status, "body": response.body, "created_at": now}
        statement = (
            _dialect_insert(self._c)(t.idempotency_keys)
            .values(**values)
            .on_conflict_do_nothing(index_elements=["scope", "key"])
        )
        result = await self._c.execute(statement)
        return result.rowcount == 1


# Login attempts, staff sessions, e-mailed tokens ---------------------------------------------------------------

_ATTEMPT_FIELDS = ("user_id", "token_hash", "code_hash", "created_at", "last_mail_at", "used_at")


class SqlLoginAttemptRepository(_Repository):
    async def add(self, attempt: LoginAttempt) -> int:
        attempt.id = await self._insert(t.login_attempts, {f: getattr(attempt, f) for f in _ATTEMPT_FIELDS})
        return attempt.id

    async def get_by_token_hash(self, token_hash: str) -> LoginAttempt | None:
        row = await self._one(select(t.login_attempts).where(t.login_attempts.c.token_hash == token_hash))
        return LoginAttempt(id=row["id"], **{f: row[f] for f in _ATTEMPT_FIELDS}) if row else None

    async def update(self, attempt: LoginAttempt) -> None:
        values = {f: getattr(attempt, f) for f in _ATTEMPT_FIELDS}
        await self._c.execute(update(t.login_attempts).where(t.login_attempts.c.id == attempt.id).values(**values))

    async def delete_older_than(self, moment: datetime) -> None:
        await self._c.execute(delete(t.login_attempts).where(t.login_attempts.c.created_at < moment))


_SESSION_FIELDS = ("user_id", "token_hash", "created_at", "last_seen_at")


class SqlStaffSessionRepository(_Repository):
    async def add(self, session: StaffSession) -> int:
        session.id = await self._insert(t.staff_sessions, {f: getattr(session, f) for f in _SESSION_FIELDS})
        return session.id

    async def get_by_token_hash(self, token_hash: str) -> StaffSession | None:
        row = await self._one(select(t.staff_sessions).where(t.staff_sessions.c.token_hash == token_hash))
        return StaffSession(id=row["id"], **{f: row[f] for f in _SESSION_FIELDS}) if row else None

    async def touch(self, session_id: int, at: datetime) -> None:
        s = t.staff_sessions
        await self._c.execute(update(s).where(s.c.id == session_id).values(last_seen_at=at))

    async def delete(self, session_id: int) -> None:
        await self._c.execute(delete(t.staff_sessions).where(t.staff_sessions.c.id == session_id))

    async def delete_for_user(self, user_id: int) -> None:
        await self._c.execute(delete(t.staff_sessions).where(t.staff_sessions.c.user_id == user_id))


class SqlUserTokenRepository(_Repository):
    async def add(self, token: UserToken) -> int:
        values = {
            "user_id": token.user_id,
            "purpose": token.purpose.value,
            "token_hash": token.token_hash,
            "created_at": token.created_at,
            "used_at": token.used_at,
        }
        token.id = await self._insert(t.user_tokens, values)
        return token.id

    async def get_by_token_hash(self, token_hash: str) -> UserToken | None:
        row = await self._one(select(t.user_tokens).where(t.user_tokens.c.token_hash == token_hash))
        if row is None:
            return None
        return UserToken(
            id=row["id"],
            user_id=row["user_id"],
            purpose=TokenPurpose(row["purpose"]),
            token_hash=row["token_hash"],
            created_at=row["created_at"],
            used_at=row["used_at"],
        )

    async def mark_used(self, token_id: int, at: datetime) -> bool:
        u = t.user_tokens
        result = await self._c.execute(update(u).where(u.c.id == token_id, u.c.used_at.is_(None)).values(used_at=at))
        return result.rowcount == 1

    async def revoke_for_user(self, user_id: int, purpose: TokenPurpose, at: datetime) -> None:
        u = t.user_tokens
        await self._c.execute(
            update(u)
            .where(u.c.user_id == user_id, u.c.purpose == purpose.value, u.c.used_at.is_(None))
            .values(used_at=at)
        )
