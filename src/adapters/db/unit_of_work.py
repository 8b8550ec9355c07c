"""The unit of work: one connection and one transaction; rollback unless committed."""

from __future__ import annotations

from typing import Self

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.db import repositories as repos
from adapters.db.engine import WRITE_OPTION


class SqlUnitOfWork:
    def __init__(self, engine: AsyncEngine, *, write: bool) -> None:
        self._engine = engine
        self._write = write
        self._connection: AsyncConnection | None = None

    async def __aenter__(self) -> Self:
        connection = await self._engine.connect()
        if self._write:
            connection = await connection.execution_options(**{WRITE_OPTION: True})
        await connection.begin()
        self._connection = connection
        self.settings_values = repos.SqlSettingsValueRepository(connection)
        self.users = repos.SqlUserRepository(connection)
        self.pictures = repos.SqlPictureRepository(connection)
        self.products = repos.SqlProductRepository(connection)
        self.order_days = repos.SqlOrderDayRepository(connection)
        self.orders = repos.SqlOrderRepository(connection)
        self.customers = repos.SqlCustomerRepository(connection)
        self.donations = repos.SqlDonationRepository(connection)
        self.postal_ranges = repos.SqlPostalRangeRepository(connection)
        self.blacklist = repos.SqlBlacklistRepository(connection)
        self.delivery_lists = repos.SqlDeliveryListRepository(connection)
        self.outbox = repos.SqlOutboxRepository(connection)
        self.idempotency = repos.SqlIdempotencyRepository(connection)
        self.login_attempts = repos.SqlLoginAttemptRepository(connection)
        self.staff_sessions = repos.SqlStaffSessionRepository(connection)
        self.user_tokens = repos.SqlUserTokenRepository(connection)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        connection = self._connection
        self._connection = None
        if connection is None:
            return
        try:
            if connection.in_transaction():
                await connection.rollback()
        finally:
            await connection.close()

    async def commit(self) -> None:
        if self._connection is None:
            raise RuntimeError("commit outside the unit of work")
        await self._connection.commit()

    @property
    def connection(self) -> AsyncConnection:
        if self._connection is None:
            raise RuntimeError("the unit of work is not open")
        return self._connection


class SqlUnitOfWorkFactory:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    def __call__(self, *, write: bool = False) -> SqlUnitOfWork:
        return SqlUnitOfWork(self.engine, write=write)
