"""The SQLite engine's cursor runs a statement as one call on aiosqlite's connection thread (decision 0117) and still
gives SQLAlchemy what its own cursor gave: rows (RETURNING included), row counts, the last row id, the DBAPI's
errors, several parameter sets at once, and streamed results."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import pytest
from sqlalchemy import Column, Integer, MetaData, String, Table, insert, select, text, update
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.engine import WRITE_OPTION, create_engine
from adapters.db.sqlite_driver import OneHopCursor

metadata = MetaData()
soups = Table(
    "soups",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("naam", String, unique=True, nullable=False),
    Column("besteld", Integer, nullable=False),
)


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = create_engine(f"sqlite+aiosqlite:///{tmp_path}/driver.sqlite3")
    async with engine.begin() as connection:
        await connection.run_sync(metadata.create_all)
    yield engine
    await engine.dispose()


async def test_a_statement_is_one_call_on_the_connection_thread(
    engine: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[Any] = []
    original = aiosqlite.Connection._execute

    async def counted(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(fn)
        return await original(self, fn, *args, **kwargs)

    async with engine.connect() as connection:
        cursor = (await connection.exec_driver_sql("SELECT 1")).cursor
        assert isinstance(cursor, OneHopCursor)
        monkeypatch.setattr(aiosqlite.Connection, "_execute", counted)
        row = (await connection.execute(insert(soups).values(naam="erwt", besteld=0).returning(soups.c.id))).one()
    assert row.id == 1
    assert len(calls) == 2  # the INSERT ... RETURNING with its rows (BEGIN came with SELECT 1), the rollback


async def test_rows_counts_and_last_row_id(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        connection = await connection.execution_options(**{WRITE_OPTION: True})
        async with connection.begin():
            first = await connection.execute(insert(soups).values(naam="erwt", besteld=0))
            assert first.inserted_primary_key == (1,)  # from the cursor's last row id
            many = await connection.execute(
                insert(soups), [{"naam": "tomaat", "besteld": 2}, {"naam": "ui", "besteld": 3}]
            )
            assert many.rowcount == 2
            taken = await connection.execute(
                update(soups).where(soups.c.besteld + 2 <= 4).values(besteld=soups.c.besteld + 2)
            )
            assert taken.rowcount == 2  # erwt (0) and tomaat (2); ui (3) stays
            returned = await connection.execute(
                update(soups).where(soups.c.naam == "ui").values(besteld=0).returning(soups.c.naam, soups.c.besteld)
            )
            assert returned.all() == [("ui", 0)]
        rows = (await connection.execute(select(soups.c.naam, soups.c.besteld).order_by(soups.c.id))).all()
        assert rows == [("erwt", 2), ("tomaat", 4), ("ui", 0)]
        nothing = await connection.execute(select(soups).where(soups.c.naam == "prei"))
        assert nothing.first() is None


async def test_errors_are_the_dbapi_errors(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        await connection.execute(insert(soups).values(naam="erwt", besteld=0))
        with pytest.raises(IntegrityError):
            await connection.execute(insert(soups).values(naam="erwt", besteld=1))
        with pytest.raises(OperationalError):
            await connection.execute(text("SELECT * FROM no_such_table"))
        assert (await connection.execute(select(soups.c.naam))).scalars().all() == ["erwt"]  # still usable


async def test_streamed_results(engine: AsyncEngine) -> None:
    async with engine.begin() as connection:
        await connection.execute(insert(soups), [{"naam": f"soep {n}", "besteld": n} for n in range(50)])
    async with engine.connect() as connection:
        streamed = await connection.stream(select(soups.c.besteld).order_by(soups.c.id))
        assert [value async for value in streamed.scalars()] == list(range(50))
