"""The managers' statistics (dashboard)."""

from __future__ import annotations

from datetime import timedelta

from soepkern.domain.statistics import RECENT_ORDERS_WINDOW_MINUTES, LiveBoard, Statistics, StatisticsPeriod
from soepkern.ports import Clock, UnitOfWorkFactory


async def get_statistics(period: StatisticsPeriod, uow_factory: UnitOfWorkFactory) -> Statistics:
    async with uow_factory() as uow:
        return await uow.statistics.summary(period)


async def get_live_board(uow_factory: UnitOfWorkFactory, clock: Clock) -> LiveBoard | None:
    now = clock.now()
    async with uow_factory() as uow:
        return await uow.statistics.live_board(now, now - timedelta(minutes=RECENT_ORDERS_WINDOW_MINUTES))
