"""`soep backup` while orders come in, then `soep restore` into another installation (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from sqlalchemy import func, select
from typer.testing import CliRunner

from adapters.backup import BackupError, make_backup, restore_backup
from adapters.db import tables as t
from adapters.db.engine import create_engine, is_sqlite
from entrypoints.cli.main import app as cli
from entrypoints.settings import Settings
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.test_shop import row_of
from tests.db_fixtures import postgres_database

Api = TestClient[Any, Any]


@pytest.fixture
def target_url(database_url: str, tmp_path: Path) -> Iterator[str]:
    """A second, empty database of the same kind: the installation we restore into."""
    if is_sqlite(database_url):
        yield f"sqlite+aiosqlite:///{tmp_path / 'restored' / 'soep.sqlite3'}"
        return
    with postgres_database("soep_restore") as url:
        yield url


async def snapshot(url: str) -> dict[str, Any]:
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            order_ids = set((await connection.execute(select(t.orders.c.id))).scalars())
            besteld = (await connection.execute(select(func.sum(t.order_day_products.c.besteld)))).scalar() or 0
            lines = (await connection.execute(select(func.sum(t.order_lines.c.hoeveelheid)))).scalar() or 0
            products = (await connection.execute(select(func.count()).select_from(t.products))).scalar()
    finally:
        await engine.dispose()
    return {"orders": order_ids, "besteld": besteld, "lines": lines, "products": products}


async def test_backup_while_ordering_then_restore_elsewhere(
    api: Api, make_settings: Callable[..., Settings], target_url: str, tmp_path: Path
) -> None:
    settings = make_settings()
    soup = await add_soup(api)
    await add_open_day(api, {soup: 10_000}, maximum=10_000)
    row = await row_of(api, soup)
    picture = settings.pictures_dir / "a1b2c3.webp"
    picture.parent.mkdir(parents=True, exist_ok=True)
    picture.write_bytes(b"RIFF-not-really-a-picture" * 100)
    for n in range(5):
        assert (await api.post("/web/bestellen", json=checkout({row: 1}, email=f"voor{n}@example.nl"))).status == 200
    before = await snapshot(settings.database_url)

    done = asyncio.Event()

    async def keep_ordering() -> int:
        # Orders keep coming while the backup runs, spread out and fewer than the checkout limit per address allows
        # (40 in ten minutes, 5 used above), so a slow backup never meets a 429.
        n = 0
        while not done.is_set() and n < 30:
            response = await api.post("/web/bestellen", json=checkout({row: 1}, email=f"tijdens{n}@example.nl"))
            assert response.status == 200, await response.text()
            n += 1
            await asyncio.sleep(0.05)
        return n

    orderer = asyncio.create_task(keep_ordering())
    await asyncio.sleep(0.2)
    manifest = await make_backup(settings.database_url, settings.data_dir, tmp_path / "backup")
    done.set()
    during = await orderer
    after = await snapshot(settings.database_url)
    assert during > 0

    listed = {entry.path for entry in manifest.files}
    assert "pictures/a1b2c3.webp" in listed
    assert "secret_key" not in listed
    saved = json.loads((tmp_path / "backup" / "manifest.json").read_text())
    assert saved["engine"] == ("sqlite" if is_sqlite(settings.database_url) else "postgresql")
    assert saved["migration_revision"]

    restored_dir = tmp_path / "restored-data"
    await restore_backup(target_url, restored_dir, tmp_path / "backup", force=False)
    restored = await snapshot(target_url)
    # A consistent copy: everything committed before the backup, nothing half-done, nothing invented.
    assert before["orders"] <= restored["orders"] <= after["orders"]
    assert restored["besteld"] == restored["lines"] == len(restored["orders"])
    assert restored["products"] == 1
    assert (restored_dir / "pictures" / "a1b2c3.webp").read_bytes() == picture.read_bytes()

    with pytest.raises(BackupError, match="niet leeg"):
        await restore_backup(target_url, restored_dir, tmp_path / "backup", force=False)
    await restore_backup(target_url, restored_dir, tmp_path / "backup", force=True)
    assert (await snapshot(target_url))["orders"] == restored["orders"]


async def test_a_damaged_backup_is_refused(api: Api, make_settings: Callable[..., Settings], tmp_path: Path) -> None:
    settings = make_settings()
    await make_backup(settings.database_url, settings.data_dir, tmp_path / "backup")
    with pytest.raises(BackupError, match="bestaat al en is niet leeg"):
        await make_backup(settings.database_url, settings.data_dir, tmp_path / "backup")
    database = next((tmp_path / "backup").glob("database.*"))
    database.write_bytes(database.read_bytes() + b"x")
    with pytest.raises(BackupError, match="beschadigd"):
        await restore_backup(settings.database_url, tmp_path / "elders", tmp_path / "backup", force=True)


def test_cli_backup_and_restore_messages(tmp_path: Path) -> None:
    env = {
        "SOEP_DATA_DIR": str(tmp_path / "data"),
        "SOEP_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'data' / 'soep.sqlite3'}",
        "SOEP_SECRET_KEY": "cli-test-secret",
    }
    runner = CliRunner()
    assert runner.invoke(cli, ["db", "upgrade"], env=env).exit_code == 0
    made = runner.invoke(cli, ["backup", "--output", str(tmp_path / "b")], env=env)
    assert made.exit_code == 0, made.output
    assert "Back-up gemaakt" in made.output
    refused = runner.invoke(cli, ["restore", str(tmp_path / "b")], env=env)
    assert refused.exit_code == 1
    assert "Gebruik --force" in refused.output
    assert runner.invoke(cli, ["restore", str(tmp_path / "b"), "--force"], env=env).exit_code == 0
    missing = runner.invoke(cli, ["restore", str(tmp_path / "nergens")], env=env)
    assert missing.exit_code == 1
    assert "geen back-up" in missing.output
    assert "Traceback" not in missing.output
