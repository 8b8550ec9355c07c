"""The unit of work: one connection and one transaction; rollback unless committed.

It collects what the change means (`Effect`: a mail queued, the shop's data changed) and hands the effects to its
`AfterCommit` port once committed (as cosmicpython's `collect_new_events`): the composition root acts on them, so no
view or command has to remember to wake the mail sender or forget a cache."""

from __future__ import annotations

from typing import Self

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.db.engine import WRITE_OPTION
from adapters.db.repositories.audit_log import SqlAuditLogRepository
from adapters.db.repositories.base import PENDING_WRITES, PendingWrites, pending_writes
from adapters.db.repositories.blacklist import SqlBlacklistRepository
from adapters.db.repositories.contact import SqlContactMessageRepository, SqlContactSubjectRepository
from adapters.db.repositories.coordinates import SqlCoordinatesRepository
from adapters.db.repositories.customer_pauses import SqlCustomerPauseRepository
from adapters.db.repositories.customers import SqlCustomerRepository
from adapters.db.repositories.delivery_lists import SqlDeliveryListRepository
from adapters.db.repositories.donations import SqlDonationRepository
from adapters.db.repositories.gift_statements import SqlGiftStatementMailRepository
from adapters.db.repositories.idempotency import SqlIdempotencyRepository
from adapters.db.repositories.login import (
    SqlLoginAttemptRepository,
    SqlLoginFailureRepository,
    SqlStaffSessionRepository,
    SqlUserTokenRepository,
)
from adapters.db.repositories.monthly_gifts import SqlMonthlyGiftRepository
from adapters.db.repositories.order_days import SqlOrderDayRepository
from adapters.db.repositories.order_export import SqlOrderExportRepository
from adapters.db.repositories.order_links import SqlOrderLinkRepository
from adapters.db.repositories.orders import SqlOrderRepository
from adapters.db.repositories.outbox import SqlOutboxRepository
from adapters.db.repositories.pictures import SqlPictureRepository
from adapters.db.repositories.postal_ranges import SqlPostalRangeRepository
from adapters.db.repositories.privacy import SqlPrivacyRepository
from adapters.db.repositories.products import SqlProductRepository
from adapters.db.repositories.settings import SqlSettingsValueRepository
from adapters.db.repositories.standing_orders import SqlStandingOrderRepository
from adapters.db.repositories.statistics import SqlStatisticsQueries
from adapters.db.repositories.users import SqlUserRepository
from adapters.db.repositories.waitlist import SqlWaitlistRepository
from soepkern.ports import (
    AfterCommit,
    AuditLogRepository,
    BlacklistRepository,
    ContactMessageRepository,
    ContactSubjectRepository,
    CoordinatesRepository,
    CustomerPauseRepository,
    CustomerRepository,
    DeliveryListRepository,
    DonationRepository,
    Effect,
    GiftStatementMailRepository,
    IdempotencyRepository,
    LoginAttemptRepository,
    LoginFailureRepository,
    MonthlyGiftRepository,
    OrderDayRepository,
    OrderExportRepository,
    OrderLinkRepository,
    OrderRepository,
    OutboxRepository,
    PictureRepository,
    PostalRangeRepository,
    PrivacyRepository,
    ProductRepository,
    SettingsValueRepository,
    StaffSessionRepository,
    StandingOrderRepository,
    StatisticsQueries,
    UserRepository,
    UserTokenRepository,
    WaitlistRepository,
)
from soepkern.services.audit import acting, audit_repositories


class SqlUnitOfWork:
    # Typed as the ports, not as the SQL classes: the audit trail wraps some of them for a staff member's changes.
    settings_values: SettingsValueRepository
    users: UserRepository
    pictures: PictureRepository
    products: ProductRepository
    order_days: OrderDayRepository
    orders: OrderRepository
    order_links: OrderLinkRepository
    waitlist: WaitlistRepository
    customers: CustomerRepository
    donations: DonationRepository
    monthly_gifts: MonthlyGiftRepository
    gift_statement_mails: GiftStatementMailRepository
    postal_ranges: PostalRangeRepository
    blacklist: BlacklistRepository
    delivery_lists: DeliveryListRepository
    outbox: OutboxRepository
    idempotency: IdempotencyRepository
    login_attempts: LoginAttemptRepository
    login_failures: LoginFailureRepository
    staff_sessions: StaffSessionRepository
    user_tokens: UserTokenRepository
    statistics: StatisticsQueries
    contact_messages: ContactMessageRepository
    contact_subjects: ContactSubjectRepository
    standing_orders: StandingOrderRepository
    order_export: OrderExportRepository
    privacy: PrivacyRepository
    audit_log: AuditLogRepository
    coordinates: CoordinatesRepository
    customer_pauses: CustomerPauseRepository

    def __init__(self, engine: AsyncEngine, *, write: bool, after_commit: AfterCommit | None = None) -> None:
        self._engine = engine
        self._write = write
        self._connection: AsyncConnection | None = None
        self._after_commit = after_commit
        self._effects: set[Effect] = set()

    async def __aenter__(self) -> Self:
        connection = await self._engine.connect()
        if self._write:
            connection = await connection.execution_options(**{WRITE_OPTION: True})
        await connection.begin()
        if self._write and connection.dialect.name == "postgresql":
            connection.info[PENDING_WRITES] = PendingWrites()  # decision 0069
        self._connection = connection
        self.settings_values = SqlSettingsValueRepository(connection)
        self.users = SqlUserRepository(connection)
        self.pictures = SqlPictureRepository(connection)
        self.products = SqlProductRepository(connection)
        self.order_days = SqlOrderDayRepository(connection)
        self.orders = SqlOrderRepository(connection)
        self.order_links = SqlOrderLinkRepository(connection)
        self.waitlist = SqlWaitlistRepository(connection)
        self.customers = SqlCustomerRepository(connection)
        self.donations = SqlDonationRepository(connection)
        self.monthly_gifts = SqlMonthlyGiftRepository(connection)
        self.gift_statement_mails = SqlGiftStatementMailRepository(connection)
        self.postal_ranges = SqlPostalRangeRepository(connection)
        self.blacklist = SqlBlacklistRepository(connection)
        self.delivery_lists = SqlDeliveryListRepository(connection)
        self.outbox = SqlOutboxRepository(connection, self._effects)
        self.idempotency = SqlIdempotencyRepository(connection)
        self.login_attempts = SqlLoginAttemptRepository(connection)
        self.login_failures = SqlLoginFailureRepository(connection)
        self.staff_sessions = SqlStaffSessionRepository(connection)
        self.user_tokens = SqlUserTokenRepository(connection)
        self.statistics = SqlStatisticsQueries(connection)
        self.contact_messages = SqlContactMessageRepository(connection)
        self.contact_subjects = SqlContactSubjectRepository(connection)
        self.standing_orders = SqlStandingOrderRepository(connection)
        self.order_export = SqlOrderExportRepository(connection)
        self.privacy = SqlPrivacyRepository(connection)
        self.audit_log = SqlAuditLogRepository(connection)
        self.coordinates = SqlCoordinatesRepository(connection)
        self.customer_pauses = SqlCustomerPauseRepository(connection)
        actor = acting()
        if actor is not None:
            audit_repositories(self, actor)  # changes on behalf of a staff member are logged in this transaction
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        connection = self._connection
        self._connection = None
        if connection is None:
            return
        try:
            connection.info.pop(PENDING_WRITES, None)  # unsent pending writes roll back with the rest
            if connection.in_transaction():
                await connection.rollback()
        finally:
            await connection.close()

    async def commit(self) -> None:
        if self._connection is None:
            raise RuntimeError("commit outside the unit of work")
        if (pending := pending_writes(self._connection)) is not None:
            for statement in pending.take():
                await self._connection.execute(statement)
        await self._connection.commit()
        if self._effects:
            effects = frozenset(self._effects)
            self._effects.clear()
            if self._after_commit is not None:
                self._after_commit.committed(effects)

    def shop_data_changed(self) -> None:
        self._effects.add(Effect.SHOP_DATA_CHANGED)

    def stock_taken(self) -> None:
        self._effects.add(Effect.STOCK_TAKEN)

    @property
    def connection(self) -> AsyncConnection:
        if self._connection is None:
            raise RuntimeError("the unit of work is not open")
        return self._connection


class SqlUnitOfWorkFactory:
    def __init__(self, engine: AsyncEngine, after_commit: AfterCommit | None = None) -> None:
        self.engine = engine
        self.after_commit = after_commit

    def __call__(self, *, write: bool = False) -> SqlUnitOfWork:
        return SqlUnitOfWork(self.engine, write=write, after_commit=self.after_commit)
