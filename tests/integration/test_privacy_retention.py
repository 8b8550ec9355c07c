"""The retention run by hand (`soep privacy retention [--dry-run]`) and by itself (the server's daily task)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from typer.testing import CliRunner

from adapters.db.engine import create_engine
from adapters.db.migrate import upgrade_engine
from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from entrypoints.cli.main import app
from entrypoints.retention_worker import running_retention
from entrypoints.settings import load_settings
from soepkern.domain.contact import ContactMessage
from soepkern.domain.retention import RetentionPolicy
from tests.fakes import FakeClock


def old_message(now: datetime, days: int) -> ContactMessage:
    return ContactMessage(
        id=None,
        naam="Test Persoon",
        bedrijf="",
        email="test.persoon@example.nl",
        telefoonnummer="",
        onderwerp="Vraag",
        vraag="Een oude vraag",
        ontvanger="info@example.nl",
        created_at=now - timedelta(days=days),
    )


async def seed_messages(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        await upgrade_engine(engine)
        async with SqlUnitOfWorkFactory(engine)(write=True) as uow:
            now = datetime.now(UTC).replace(microsecond=0)
            await uow.contact_messages.add(old_message(now, 400))
            await uow.contact_messages.add(old_message(now, 40))
            await uow.commit()
    finally:
        await engine.dispose()


def test_the_command_counts_first_and_then_deletes(tmp_path: Path, database_url: str) -> None:
    asyncio.run(seed_messages(database_url))
    env = {"SOEP_DATA_DIR": str(tmp_path / "data"), "SOEP_DATABASE_URL": database_url, "SOEP_SECRET_KEY": "x"}
    runner = CliRunner()
    dry = runner.invoke(app, ["privacy", "retention", "--dry-run"], env=env)
    assert dry.exit_code == 0, dry.output
    assert "0 klanten zouden worden geanonimiseerd en 1 contactbericht zou worden verwijderd" in dry.output
    done = runner.invoke(app, ["privacy", "retention"], env=env)
    assert done.exit_code == 0, done.output
    assert "0 klanten geanonimiseerd, 1 contactbericht verwijderd, 0 oude bestellingen" in done.output
    again = runner.invoke(app, ["privacy", "retention"], env={**env, "SOEP_RETENTION_CONTACT_MONTHS": "1"})
    assert "1 contactbericht verwijderd" in again.output, "the period comes from the environment"


def test_the_periods_come_from_the_environment(tmp_path: Path) -> None:
    base = {"SOEP_DATA_DIR": str(tmp_path), "SOEP_SECRET_KEY": "x"}
    assert load_settings(base).retention == RetentionPolicy(2, 12, 7)
    env = {
        **base,
        "SOEP_RETENTION_CUSTOMER_YEARS": "3",
        "SOEP_RETENTION_CONTACT_MONTHS": "6",
        "SOEP_RETENTION_BOOKKEEPING_YEARS": "10",
    }
    assert load_settings(env).retention == RetentionPolicy(3, 6, 10)


async def test_the_background_task_runs_by_itself(uow_factory: Any) -> None:
    clock = FakeClock(datetime.now(UTC).replace(microsecond=0))
    async with uow_factory(write=True) as uow:
        await uow.contact_messages.add(old_message(clock.now(), 400))
        await uow.commit()
    settings = SimpleNamespace(retention=RetentionPolicy(), retention_interval_seconds=3600.0)
    container: Any = SimpleNamespace(uow_factory=uow_factory, clock=clock, settings=settings)
    async with running_retention(container, first_delay=0) as task:
        for _ in range(200):
            async with uow_factory() as uow:
                if await uow.privacy.list_log():
                    break
            await asyncio.sleep(0.02)
        assert not task.done()
    assert task.cancelled()
    async with uow_factory() as uow:
        (entry,) = await uow.privacy.list_log()
    assert entry.action == "retention" and "1 contactbericht verwijderd" in entry.detail
