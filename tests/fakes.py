"""In-memory fakes of the ports, for fast use-case tests without a database."""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, Self

from soepkern.domain.checkout import CartLine, CheckoutForm
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.users import User, normalise_email
from soepkern.services.auth import AccountPorts


class FakeClock:
    def __init__(self, now: datetime | None = None) -> None:
        self.current = now or datetime(2026, 11, 23, 9, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.current

    def advance(self, **delta: float) -> None:
        self.current += timedelta(**delta)


class FakePasswordHasher:
    """Reversible on purpose: tests can see which password was hashed."""

    def hash(self, password: str) -> str:
        return f"hashed:{password}"

    def verify(self, password_hash: str, password: str) -> bool:
        return password_hash == f"hashed:{password}"


class InMemoryUsers:
    def __init__(self) -> None:
        self.rows: dict[int, User] = {}

    async def add(self, user: User) -> int:
        user.id = max(self.rows, default=0) + 1
        self.rows[user.id] = copy.deepcopy(user)
        return user.id

    async def get(self, user_id: int) -> User | None:
        return copy.deepcopy(self.rows.get(user_id))

    async def get_by_email(self, email: str) -> User | None:
        wanted = normalise_email(email)
        return next((copy.deepcopy(u) for u in self.rows.values() if u.email == wanted), None)

    async def list_all(self) -> list[User]:
        return [copy.deepcopy(u) for u in self.rows.values()]

    async def update(self, user: User) -> None:
        assert user.id in self.rows
        self.rows[user.id] = copy.deepcopy(user)

    async def delete(self, user_id: int) -> None:
        self.rows.pop(user_id, None)


class InMemorySettingsValues:
    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    async def get_all(self) -> dict[str, str]:
        return dict(self.values)

    async def insert_missing(self, defaults: Mapping[str, str]) -> None:
        for key, value in defaults.items():
            self.values.setdefault(key, value)

    async def save(self, values: Mapping[str, str]) -> None:
        self.values.update(values)


class FakeUnitOfWork:
    """Shares its repositories with the factory; commit copies the working state to the committed state."""

    def __init__(self, store: FakeStore) -> None:
        self._store = store
        self.committed = False
        self.shop_data_announced = False

    async def __aenter__(self) -> Self:
        self.users = copy.deepcopy(self._store.users)
        self.settings_values = copy.deepcopy(self._store.settings_values)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        return None

    async def commit(self) -> None:
        self._store.users = self.users
        self._store.settings_values = self.settings_values
        self.committed = True
        if self.shop_data_announced:
            self._store.shop_data_changes += 1  # like the SQL unit of work: announced once committed

    def shop_data_changed(self) -> None:
        self.shop_data_announced = True

    def stock_taken(self) -> None:
        pass


class FakeStore:
    def __init__(self) -> None:
        self.users = InMemoryUsers()
        self.settings_values = InMemorySettingsValues()
        self.shop_data_changes = 0

    def __call__(self, *, write: bool = False) -> Any:
        return FakeUnitOfWork(self)


# --- Orders, order days, customers and what staff orders touch (issue 11) ----------------------------------------
# In-memory repositories with the same contracts as the SQL ones (reserve/release are conditional, never oversell
# and never go negative), and a unit of work over all of them for fast use-case tests (FakeOrdersStore).

from soepkern.domain.customers import Customer  # noqa: E402
from soepkern.domain.donations import Donation  # noqa: E402
from soepkern.domain.order_days import OrderDay  # noqa: E402
from soepkern.domain.orders import BezorgOptie, Order  # noqa: E402
from soepkern.domain.search import fold, search_term  # noqa: E402
from soepkern.ports import Page  # noqa: E402
from tests.fakes_mail import InMemoryOutbox  # noqa: E402


class InMemoryOrderDays:
    def __init__(self) -> None:
        self.rows: dict[int, OrderDay] = {}
        self._next_row = 1

    async def add(self, day: OrderDay) -> int:
        day.id = max(self.rows, default=0) + 1
        for row in day.products:
            row.id = self._next_row
            self._next_row += 1
        self.rows[day.id] = copy.deepcopy(day)
        return day.id

    async def get(self, day_id: int) -> OrderDay | None:
        return copy.deepcopy(self.rows.get(day_id))

    async def get_by_row(self, row_id: int) -> OrderDay | None:
        return next((copy.deepcopy(d) for d in self.rows.values() if d.row(row_id) is not None), None)

    async def get_many(self, day_ids: list[int]) -> list[OrderDay]:
        return [copy.deepcopy(self.rows[i]) for i in sorted(set(day_ids)) if i in self.rows]

    async def list_all(self) -> list[OrderDay]:
        return [copy.deepcopy(d) for d in self.rows.values()]

    async def list_from(self, first_day: Any) -> list[OrderDay]:
        days = [d for d in self.rows.values() if d.bestellingsdag >= first_day]
        return [copy.deepcopy(d) for d in sorted(days, key=lambda d: (d.bestellingsdag, d.id or 0))]

    async def list_visible_between(self, start: datetime, end: datetime) -> list[OrderDay]:
        return [
            copy.deepcopy(d)
            for d in self.rows.values()
            if d.bestelling_zichtbaar_timestamp <= end and d.bestelling_onzichtbaar_timestamp > start
        ]

    async def update(self, day: OrderDay) -> None:
        assert day.id in self.rows
        for row in day.products:
            if row.id is None:
                row.id = self._next_row
                self._next_row += 1
        self.rows[day.id] = copy.deepcopy(day)

    async def delete(self, day_id: int) -> None:
        self.rows.pop(day_id, None)

    def _row(self, row_id: int) -> Any:
        return next((d.row(row_id) for d in self.rows.values() if d.row(row_id) is not None), None)

    async def reserve(self, row_id: int, portions: int) -> bool:
        row = self._row(row_id)
        if row is None or row.besteld + portions > row.hoeveelheid:
            return False
        row.besteld += portions
        return True

    async def release(self, row_id: int, portions: int) -> None:
        row = self._row(row_id)
        if row is not None and row.besteld >= portions:
            row.besteld -= portions

    async def move_stock(self, changes: Mapping[int, int]) -> list[int]:
        refused = []
        for row_id, delta in sorted(changes.items()):
            if delta < 0:
                await self.release(row_id, -delta)
            elif delta > 0 and not await self.reserve(row_id, delta):
                refused.append(row_id)
        return refused


def _matches(record: Any, text: str) -> bool:
    term = search_term(text)
    fields = ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "straat", "plaats", "bedrijfsnaam")
    haystack = " ".join(fold(str(getattr(record, f))) for f in fields)
    if term.isdigit() and len(term) < 4:
        return record.id == int(term)
    words = [term] if "@" in term else term.split()
    return bool(words) and all(w in haystack or (w.isdigit() and record.id == int(w)) for w in words)


class InMemoryOrders:
    def __init__(self) -> None:
        self.rows: dict[int, Order] = {}
        self._next_line = 1

    def _number_lines(self, order: Order) -> None:
        for line in order.lines:
            if line.id is None:
                line.id = self._next_line
                self._next_line += 1

    async def add(self, order: Order) -> int:
        order.id = max(self.rows, default=0) + 1
        self._number_lines(order)
        self.rows[order.id] = copy.deepcopy(order)
        return order.id

    async def get(self, order_id: int) -> Order | None:
        return copy.deepcopy(self.rows.get(order_id))

    async def find(self, key: str) -> Order | None:
        if key.isdigit():
            return await self.get(int(key))
        return next((copy.deepcopy(o) for o in self.rows.values() if o.uuid == key), None)

    async def update(self, order: Order) -> None:
        assert order.id in self.rows
        self._number_lines(order)
        self.rows[order.id] = copy.deepcopy(order)

    async def delete(self, order_id: int) -> None:
        self.rows.pop(order_id, None)

    async def list_page(
        self,
        page: int,
        per_page: int,
        *,
        search: str | None = None,
        orderday_id: int | None = None,
        bezorg_optie: BezorgOptie | None = None,
    ) -> Page[Order]:
        found = [
            o
            for o in self.rows.values()
            if (search is None or _matches(o, search))
            and (orderday_id is None or any(line.orderday_id == orderday_id for line in o.lines))
            and (bezorg_optie is None or o.bezorg_optie is bezorg_optie)
        ]
        found.sort(key=lambda o: (o.created_at, o.id or 0), reverse=True)
        items = found[(page - 1) * per_page : page * per_page]
        return Page([copy.deepcopy(o) for o in items], len(found), page, per_page)

    async def list_for_customer(self, customer_id: int, limit: int = 500) -> list[Order]:
        found = [o for o in self.rows.values() if o.customer_id == customer_id]
        found.sort(key=lambda o: (o.created_at, o.id or 0), reverse=True)
        return [copy.deepcopy(o) for o in found[:limit]]

    async def count_for_orderday(self, day_id: int) -> int:
        return sum(1 for o in self.rows.values() if any(line.orderday_id == day_id for line in o.lines))

    async def portions_for_customer(self, day_id: int, email: str) -> int:
        wanted = mailbox_key(email)
        return sum(
            line.hoeveelheid
            for o in self.rows.values()
            if mailbox_key(o.email) == wanted
            for line in o.lines
            if line.orderday_id == day_id
        )


_CONTACT = (
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


class InMemoryCustomers:
    def __init__(self) -> None:
        self.rows: dict[int, Customer] = {}

    async def claim(self, customer: Customer) -> Customer:
        existing = next((c for c in self.rows.values() if c.email == customer.email), None)
        if existing is None:
            await self.add(customer)
            return copy.deepcopy(customer)
        for field in _CONTACT:
            setattr(existing, field, getattr(customer, field))
        return copy.deepcopy(existing)

    async def add(self, customer: Customer) -> int:
        customer.id = max(self.rows, default=0) + 1
        self.rows[customer.id] = copy.deepcopy(customer)
        return customer.id

    async def get(self, customer_id: int) -> Customer | None:
        return copy.deepcopy(self.rows.get(customer_id))

    async def get_by_email(self, email: str) -> Customer | None:
        wanted = normalise_email(email)
        return next((copy.deepcopy(c) for c in self.rows.values() if c.email == wanted), None)

    async def update(self, customer: Customer) -> None:
        assert customer.id in self.rows
        self.rows[customer.id] = copy.deepcopy(customer)

    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[Customer]:
        found = [c for c in self.rows.values() if search is None or _matches(c, search)]
        found.sort(key=lambda c: (c.achternaam, c.id or 0))
        items = found[(page - 1) * per_page : page * per_page]
        return Page([copy.deepcopy(c) for c in items], len(found), page, per_page)


class InMemoryList:
    """Blacklist and postal ranges: a list of records with ids."""

    def __init__(self) -> None:
        self.rows: dict[int, Any] = {}

    async def add(self, item: Any) -> int:
        item.id = max(self.rows, default=0) + 1
        self.rows[item.id] = copy.deepcopy(item)
        return int(item.id)

    async def get(self, item_id: int) -> Any:
        return copy.deepcopy(self.rows.get(item_id))

    async def list_all(self) -> list[Any]:
        return [copy.deepcopy(item) for item in self.rows.values()]

    async def update(self, item: Any) -> None:
        self.rows[item.id] = copy.deepcopy(item)

    async def delete(self, item_id: int) -> None:
        self.rows.pop(item_id, None)


class InMemoryDonations:
    def __init__(self) -> None:
        self.rows: dict[int, Donation] = {}

    async def add(self, donation: Donation) -> int:
        donation.id = max(self.rows, default=0) + 1
        self.rows[donation.id] = copy.deepcopy(donation)
        return donation.id

    async def get(self, donation_id: int) -> Donation | None:
        return copy.deepcopy(self.rows.get(donation_id))

    async def list_for_customer(self, customer_id: int) -> list[Donation]:
        return [copy.deepcopy(d) for d in self.rows.values() if d.customer_id == customer_id]

    async def list_for_email(self, email: str, customer_id: int | None = None) -> list[Donation]:
        found = [
            d
            for d in self.rows.values()
            if not d.anoniem and (d.email == email.strip().lower() or (customer_id and d.customer_id == customer_id))
        ]
        return [copy.deepcopy(d) for d in sorted(found, key=lambda d: -(d.id or 0))]


_ORDER_REPOS = ("order_days", "orders", "customers", "blacklist", "postal_ranges", "outbox", "donations")


class FakeOrdersUnitOfWork(FakeUnitOfWork):
    """The users/settings unit of work plus the order repositories; commit publishes all, exit discards."""

    async def __aenter__(self) -> Self:
        await super().__aenter__()
        store = self._store
        assert isinstance(store, FakeOrdersStore)
        for name in _ORDER_REPOS:
            setattr(self, name, copy.deepcopy(getattr(store, name)))
        return self

    async def commit(self) -> None:
        await super().commit()
        for name in _ORDER_REPOS:
            setattr(self._store, name, getattr(self, name))


class FakeOrdersStore(FakeStore):
    def __init__(self) -> None:
        super().__init__()
        self.order_days = InMemoryOrderDays()
        self.orders = InMemoryOrders()
        self.customers = InMemoryCustomers()
        self.blacklist: InMemoryList = InMemoryList()
        self.postal_ranges: InMemoryList = InMemoryList()
        self.outbox = InMemoryOutbox()
        self.donations = InMemoryDonations()

    def __call__(self, *, write: bool = False) -> Any:
        return FakeOrdersUnitOfWork(self)


# --- Products, pictures and picture files (issue 9) --------------------------------------------------------------

from soepkern.domain.pictures import InvalidImage, ProductPicture  # noqa: E402
from soepkern.domain.products import Product  # noqa: E402


class InMemoryProducts:
    """Products with their pictures; `update` gives new pictures ids and drops removed ones, like the SQL one."""

    def __init__(self) -> None:
        self.rows: dict[int, Product] = {}
        self._picture_ids = 0

    def _number(self, product: Product) -> None:
        for picture in product.pictures:
            if picture.id is None:
                self._picture_ids += 1
                picture.id = self._picture_ids

    async def add(self, product: Product) -> int:
        product.id = max(self.rows, default=0) + 1
        self._number(product)
        self.rows[product.id] = copy.deepcopy(product)
        return product.id

    async def get(self, product_id: int) -> Product | None:
        return copy.deepcopy(self.rows.get(product_id))

    async def list_all(self) -> list[Product]:
        return [copy.deepcopy(p) for _, p in sorted(self.rows.items())]

    async def update(self, product: Product) -> None:
        assert product.id in self.rows
        self._number(product)
        self.rows[product.id] = copy.deepcopy(product)

    async def delete(self, product_id: int) -> None:
        self.rows.pop(product_id, None)

    async def add_picture(self, product_id: int, picture: ProductPicture) -> int:
        self._picture_ids += 1
        picture.id = self._picture_ids
        self.rows[product_id].pictures.append(copy.deepcopy(picture))
        return picture.id


class InMemoryPictures(InMemoryList):
    async def get_by_uuid(self, uuid: str) -> Any:
        return next((copy.deepcopy(p) for p in self.rows.values() if p.uuid == uuid), None)


class FakeImageStore:
    """The ImageStore port in memory: `files` holds the uuids whose files exist; b"bad" is no picture."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self._count = 0

    def store(self, data: bytes, crop: object = None) -> str:
        if data == b"bad":
            raise InvalidImage("Het bestand is geen geldige foto (gebruik JPG, PNG of WebP).")
        self._count += 1
        uuid = f"foto-{self._count}"
        self.files.add(uuid)
        return uuid

    async def put(self, data: bytes, crop: object = None) -> str:
        return self.store(data, crop)

    def delete(self, uuid: str) -> None:
        self.files.discard(uuid)


_CATALOGUE_REPOS = ("products", "pictures")


class FakeCatalogueUnitOfWork(FakeOrdersUnitOfWork):
    """The orders unit of work plus products and the picture library."""

    async def __aenter__(self) -> Self:
        await super().__aenter__()
        for name in _CATALOGUE_REPOS:
            setattr(self, name, copy.deepcopy(getattr(self._store, name)))
        return self

    async def commit(self) -> None:
        await super().commit()
        for name in _CATALOGUE_REPOS:
            setattr(self._store, name, getattr(self, name))


class FakeCatalogueStore(FakeOrdersStore):
    def __init__(self) -> None:
        super().__init__()
        self.products = InMemoryProducts()
        self.pictures = InMemoryPictures()

    def __call__(self, *, write: bool = False) -> Any:
        return FakeCatalogueUnitOfWork(self)


# --- Login attempts, staff sessions and user tokens (issue 9) ----------------------------------------------------


class InMemoryByTokenHash(InMemoryList):
    """Login attempts, staff sessions and user tokens: records found by their token's hash."""

    async def get_by_token_hash(self, token_hash: str) -> Any:
        return next((copy.deepcopy(r) for r in self.rows.values() if r.token_hash == token_hash), None)

    async def delete_older_than(self, moment: datetime) -> None:
        self.rows = {k: r for k, r in self.rows.items() if r.created_at >= moment}

    async def touch(self, session_id: int, at: datetime) -> None:
        self.rows[session_id].last_seen_at = at

    async def delete_for_user(self, user_id: int) -> None:
        self.rows = {k: r for k, r in self.rows.items() if r.user_id != user_id}

    async def delete_others_of_user(self, user_id: int, keep_token_hash: str) -> None:
        self.rows = {k: r for k, r in self.rows.items() if r.user_id != user_id or r.token_hash == keep_token_hash}

    async def claim_guess(self, attempt_id: int, max_guesses: int) -> bool:
        guesses: dict[int, int] = self.__dict__.setdefault("guesses", {})
        row = self.rows.get(attempt_id)
        if row is None or row.used_at is not None or guesses.get(attempt_id, 0) >= max_guesses:
            return False
        guesses[attempt_id] = guesses.get(attempt_id, 0) + 1
        return True

    async def mark_used(self, token_id: int, at: datetime) -> bool:
        row = self.rows.get(token_id)
        if row is None or row.used_at is not None:
            return False
        row.used_at = at
        return True


class InMemoryLoginFailures:
    """The lockout's counts per address, with the SQL repository's conditions (soepkern.domain.lockout)."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Any]] = {}

    async def claim(self, key: str, now: datetime) -> Any:
        from soepkern.domain.lockout import Claim

        row = self.rows.setdefault(key, {"failures": 0, "locks": 0, "locked_until": None, "updated_at": now})
        if not (row["locked_until"] is not None and row["locked_until"] > now):
            row["failures"] += 1
        row["updated_at"] = now
        return Claim(failures=row["failures"], locks=row["locks"], locked_until=row["locked_until"])

    async def lock(self, key: str, lock: Any, now: datetime) -> bool:
        from soepkern.domain.lockout import MAX_FAILURES

        row = self.rows.get(key)
        if row is None or row["failures"] < MAX_FAILURES:
            return False
        if row["locked_until"] is not None and row["locked_until"] > now:
            return False
        row.update(failures=0, locks=lock.locks, locked_until=lock.until, updated_at=now)
        return True

    async def release(self, key: str) -> None:
        if key in self.rows and self.rows[key]["failures"] > 0:
            self.rows[key]["failures"] -= 1

    async def reset(self, key: str) -> None:
        self.rows.pop(key, None)

    async def unlock(self, key: str) -> bool:
        row = self.rows.pop(key, None)
        return row is not None and row["locked_until"] is not None

    async def locked(self, now: datetime) -> list[Any]:
        from soepkern.domain.lockout import LockedAddress

        return [
            LockedAddress(email=k, locked_until=r["locked_until"], locks=r["locks"])
            for k, r in self.rows.items()
            if r["locked_until"] is not None and r["locked_until"] > now
        ]

    async def forget_before(self, moment: datetime, now: datetime) -> None:
        self.rows = {
            k: r
            for k, r in self.rows.items()
            if r["updated_at"] >= moment or (r["locked_until"] is not None and r["locked_until"] > now)
        }


class InMemoryUserTokens(InMemoryByTokenHash):
    """The e-mailed single-use links; `mark_used` succeeds once, like the SQL conditional update."""

    async def mark_used(self, token_id: int, at: datetime) -> bool:
        token = self.rows.get(token_id)
        if token is None or token.used_at is not None:
            return False
        token.used_at = at
        return True

    async def revoke_for_user(self, user_id: int, purpose: Any, at: datetime) -> None:
        for token in self.rows.values():
            if token.user_id == user_id and token.purpose == purpose and token.used_at is None:
                token.used_at = at


_ACCOUNT_REPOS = ("login_attempts", "login_failures", "staff_sessions", "user_tokens", "audit_log")


class FakeAccountUnitOfWork(FakeCatalogueUnitOfWork):
    async def __aenter__(self) -> Self:
        await super().__aenter__()
        for name in _ACCOUNT_REPOS:
            setattr(self, name, copy.deepcopy(getattr(self._store, name)))
        return self

    async def commit(self) -> None:
        await super().commit()
        for name in _ACCOUNT_REPOS:
            setattr(self._store, name, getattr(self, name))


class FakeAccountStore(FakeCatalogueStore):
    """Everything the login steps and the users screen touch: users, login attempts, staff sessions, user tokens and
    the outbox."""

    def __init__(self) -> None:
        super().__init__()
        self.login_attempts = InMemoryByTokenHash()
        self.login_failures = InMemoryLoginFailures()
        self.staff_sessions = InMemoryByTokenHash()
        self.user_tokens = InMemoryUserTokens()
        self.audit_log = InMemoryAuditLog()

    def __call__(self, *, write: bool = False) -> Any:
        return FakeAccountUnitOfWork(self)


async def an_account(
    *, email: str, name: str, rol: str, password: str, now: datetime
) -> tuple[FakeAccountStore, AccountPorts, int]:
    """A store with one active user, and the account ports over it (real mail templates, fake hasher and clock)."""
    from adapters.mail.renderer import TemplateMailRenderer
    from adapters.password_strength import ZxcvbnPasswordJudge
    from soepkern.services.staff_users import CreateActiveUser, create_active_user

    store = FakeAccountStore()
    hasher = FakePasswordHasher()
    judge = ZxcvbnPasswordJudge()
    user_id = await create_active_user(
        CreateActiveUser(email=email, name=name, rol=rol, password=password), store, hasher, judge
    )
    ports = AccountPorts(store, FakeClock(now), hasher, TemplateMailRenderer(), "https://soep.test", judge)
    return store, ports, user_id


def in_last_mail(store: FakeStore, pattern: str) -> str:
    """The first group of `pattern` in the text of the newest queued e-mail."""
    outbox: InMemoryOutbox = getattr(store, "outbox")
    message = list(outbox.rows.values())[-1].message
    found = re.search(pattern, message.text)
    assert found is not None, message.text
    return found.group(1)


def a_checkout(email: str, amounts: Mapping[int, int]) -> CheckoutForm:
    """A valid pickup checkout for `email` with these portions per order-day row, in this (cart) order."""
    return CheckoutForm(
        voornaam="Anna",
        achternaam="de Vries",
        email=email,
        telefoonnummer="0612345678",
        postcode="3511AB",
        huisnummer="12",
        straat="Oudegracht",
        plaats="Utrecht",
        bezorg_optie="ophalen",
        voorwaarden=True,
        products=[CartLine(id=row, gekozen_hoeveelheid=amount) for row, amount in amounts.items()],
    )


class InMemoryAuditLog:
    """The audit trail's port: entries in a list, newest last."""

    def __init__(self) -> None:
        self.entries: list[Any] = []

    async def add(self, entry: Any) -> int:
        self.entries.append(entry)
        return len(self.entries)

    async def count_before(self, moment: datetime) -> int:
        return sum(1 for e in self.entries if e.at < moment)

    async def delete_before(self, moment: datetime) -> int:
        kept = [e for e in self.entries if e.at >= moment]
        removed, self.entries = len(self.entries) - len(kept), kept
        return removed
