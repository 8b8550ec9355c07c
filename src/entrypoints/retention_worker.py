"""The retention run by itself: once shortly after the server starts, then once a day (docs/decisions/0017-privacy.md).

Every server process runs it; the run is idempotent (a second run in the same minute finds nothing due), so
several processes need no coordination.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from entrypoints.bootstrap import Container
from soepkern.services.outbox import purge_mail_bodies
from soepkern.services.privacy import run_retention

logger = logging.getLogger(__name__)
FIRST_RUN_DELAY_SECONDS = 60.0


async def retention_loop(container: Container, first_delay: float, interval: float) -> None:
    await asyncio.sleep(first_delay)
    while True:
        try:
            policy = container.settings.retention
            report = await run_retention(container.uow_factory, container.clock, policy)
            mails = await purge_mail_bodies(container.uow_factory, container.clock, policy.mail_body_days)
            logger.info(
                "Retention: %d customers anonymised, %d contact messages deleted, %d mail bodies blanked",
                report.customers_anonymised,
                report.contact_messages_deleted,
                mails,
            )
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("Retention run failed; trying again at the next round")
        await asyncio.sleep(interval)


@contextlib.asynccontextmanager
async def running_retention(
    container: Container, first_delay: float = FIRST_RUN_DELAY_SECONDS
) -> AsyncIterator[asyncio.Task[None]]:
    task = asyncio.create_task(
        retention_loop(container, first_delay, container.settings.retention_interval_seconds), name="retention"
    )
    try:
        yield task
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
