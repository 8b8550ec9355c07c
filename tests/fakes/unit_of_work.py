"""Units of work over the in-memory repositories, for fast use-case tests without a database.

Each store is a unit-of-work factory: entering copies the committed state, `commit` publishes the working copy and
leaving without commit throws it away. The stores grow by area (users and settings; orders; catalogue; accounts);
each holds a subset of the `UnitOfWork` port's repositories, each repository checked against its port by mypy.
"""

from __future__ import annotations

import copy
from typing import Any, Self

from tests.fakes.address_lists import InMemoryBlacklist, InMemoryPostalRanges
from tests.fakes.audit_log import InMemoryAuditLog
from tests.fakes.customers import InMemoryCustomers
from tests.fakes.donations import InMemoryDonations, InMemoryGiftStatementMails, InMemoryMonthlyGifts
from tests.fakes.logins import InMemoryLoginAttempts, InMemoryLoginFailures, InMemoryStaffSessions, InMemoryUserTokens
from tests.fakes.order_days import InMemoryOrderDays
from tests.fakes.order_links import InMemoryOrderLinks
from tests.fakes.orders import InMemoryOrders
from tests.fakes.outbox import InMemoryOutbox
from tests.fakes.pictures import InMemoryPictures
from tests.fakes.products import InMemoryProducts
from tests.fakes.settings_values import InMemorySettingsValues
from tests.fakes.users import InMemoryUsers
from tests.fakes.waitlist import InMemoryWaitlist


class FakeUnitOfWork:
    """Entering copies the store's `repositories`; commit publishes the copies to the store."""

    repositories: tuple[str, ...] = ("users", "settings_values")

    def __init__(self, store: FakeStore) -> None:
        self._store = store
        self.committed = False
        self.shop_data_announced = False

    async def __aenter__(self) -> Self:
        for name in self.repositories:
            setattr(self, name, copy.deepcopy(getattr(self._store, name)))
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        return None

    async def commit(self) -> None:
        for name in self.repositories:
            setattr(self._store, name, getattr(self, name))
        self.committed = True
        if self.shop_data_announced:
            self._store.shop_data_changes += 1  # like the SQL unit of work: announced once committed

    def shop_data_changed(self) -> None:
        self.shop_data_announced = True

    def stock_taken(self) -> None:
        pass


class FakeOrdersUnitOfWork(FakeUnitOfWork):
    """Plus orders, order days, customers, blacklist, postal ranges, outbox and donations."""

    repositories = (
        *FakeUnitOfWork.repositories,
        *("order_days", "orders", "order_links", "waitlist", "customers", "blacklist", "postal_ranges", "outbox"),
        *("donations", "monthly_gifts", "gift_statement_mails"),
    )


class FakeCatalogueUnitOfWork(FakeOrdersUnitOfWork):
    """Plus products and the picture library."""

    repositories = (*FakeOrdersUnitOfWork.repositories, "products", "pictures")


class FakeAccountUnitOfWork(FakeCatalogueUnitOfWork):
    """Plus login attempts and failures, staff sessions, user tokens and the audit log."""

    repositories = (
        *FakeCatalogueUnitOfWork.repositories,
        *("login_attempts", "login_failures", "staff_sessions", "user_tokens", "audit_log"),
    )


class FakeStore:
    """Users and settings; calling it opens a unit of work over its repositories."""

    unit_of_work: type[FakeUnitOfWork] = FakeUnitOfWork

    def __init__(self) -> None:
        self.users = InMemoryUsers()
        self.settings_values = InMemorySettingsValues()
        self.shop_data_changes = 0

    def __call__(self, *, write: bool = False) -> Any:
        return self.unit_of_work(self)


class FakeOrdersStore(FakeStore):
    """Orders, order days, customers and what staff orders touch (issue 11): the same contracts as the SQL
    repositories (reserve/release are conditional, never oversell and never go negative)."""

    unit_of_work = FakeOrdersUnitOfWork

    def __init__(self) -> None:
        super().__init__()
        self.order_days = InMemoryOrderDays()
        self.orders = InMemoryOrders()
        self.order_links = InMemoryOrderLinks()
        self.waitlist = InMemoryWaitlist()
        self.customers = InMemoryCustomers()
        self.blacklist = InMemoryBlacklist()
        self.postal_ranges = InMemoryPostalRanges()
        self.outbox = InMemoryOutbox()
        self.donations = InMemoryDonations()
        self.monthly_gifts = InMemoryMonthlyGifts()
        self.gift_statement_mails = InMemoryGiftStatementMails()


class FakeCatalogueStore(FakeOrdersStore):
    unit_of_work = FakeCatalogueUnitOfWork

    def __init__(self) -> None:
        super().__init__()
        self.products = InMemoryProducts()
        self.pictures = InMemoryPictures()


class FakeAccountStore(FakeCatalogueStore):
    """Everything the login steps and the users screen touch: users, login attempts, staff sessions, user tokens and
    the outbox."""

    unit_of_work = FakeAccountUnitOfWork

    def __init__(self) -> None:
        super().__init__()
        self.login_attempts = InMemoryLoginAttempts()
        self.login_failures = InMemoryLoginFailures()
        self.staff_sessions = InMemoryStaffSessions()
        self.user_tokens = InMemoryUserTokens()
        self.audit_log = InMemoryAuditLog()
