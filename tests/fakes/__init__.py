"""In-memory fakes of the ports, one module per port, each class an explicit subclass of its port's Protocol so mypy
(strict, `files` in pyproject.toml) fails when a fake drifts from its port. Import from here or from the module."""

from tests.fakes.address_lists import InMemoryBlacklist, InMemoryPostalRanges
from tests.fakes.audit_log import InMemoryAuditLog
from tests.fakes.builders import a_checkout, an_account, in_last_mail
from tests.fakes.clock import FakeClock
from tests.fakes.customers import InMemoryCustomers
from tests.fakes.delivery_lists import DeliveryStore, InMemoryDeliveryLists
from tests.fakes.donations import InMemoryDonations
from tests.fakes.logins import InMemoryLoginAttempts, InMemoryLoginFailures, InMemoryStaffSessions, InMemoryUserTokens
from tests.fakes.mailer import RecordingMailer, a_message
from tests.fakes.order_days import InMemoryOrderDays
from tests.fakes.orders import InMemoryOrders
from tests.fakes.outbox import InMemoryOutbox, OutboxRow, OutboxStore
from tests.fakes.passwords import FakePasswordHasher
from tests.fakes.pictures import FakeImageStore, InMemoryPictures
from tests.fakes.products import InMemoryProducts
from tests.fakes.records import InMemoryList, InMemoryRecords
from tests.fakes.settings_values import InMemorySettingsValues
from tests.fakes.unit_of_work import (
    FakeAccountStore,
    FakeAccountUnitOfWork,
    FakeCatalogueStore,
    FakeCatalogueUnitOfWork,
    FakeOrdersStore,
    FakeOrdersUnitOfWork,
    FakeStore,
    FakeUnitOfWork,
)
from tests.fakes.users import InMemoryUsers

__all__ = [
    "DeliveryStore",
    "FakeAccountStore",
    "FakeAccountUnitOfWork",
    "FakeCatalogueStore",
    "FakeCatalogueUnitOfWork",
    "FakeClock",
    "FakeImageStore",
    "FakeOrdersStore",
    "FakeOrdersUnitOfWork",
    "FakePasswordHasher",
    "FakeStore",
    "FakeUnitOfWork",
    "InMemoryAuditLog",
    "InMemoryBlacklist",
    "InMemoryCustomers",
    "InMemoryDeliveryLists",
    "InMemoryDonations",
    "InMemoryList",
    "InMemoryLoginAttempts",
    "InMemoryLoginFailures",
    "InMemoryOrderDays",
    "InMemoryOrders",
    "InMemoryOutbox",
    "InMemoryPictures",
    "InMemoryPostalRanges",
    "InMemoryProducts",
    "InMemoryRecords",
    "InMemorySettingsValues",
    "InMemoryStaffSessions",
    "InMemoryUserTokens",
    "InMemoryUsers",
    "OutboxRow",
    "OutboxStore",
    "RecordingMailer",
    "a_checkout",
    "a_message",
    "an_account",
    "in_last_mail",
]
