"""An unexpected database error is logged with its traceback (the error middleware's 500): the values bound into
the statement (e-mail addresses, names, codes) must not be in it (issue 18: no personal data in logs)."""

from __future__ import annotations

import traceback

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from adapters.db.engine import create_engine


async def test_a_failed_statement_does_not_carry_its_values_into_the_log(database_url: str) -> None:
    engine = create_engine(database_url)
    values = {"email": "joke@example.nl", "code": "482913"}  # (a traceback shows only the failing line's source)
    try:
        with pytest.raises(DBAPIError) as caught:
            async with engine.connect() as connection:
                statement = text("SELECT id FROM no_such_table WHERE email = :email AND code = :code")
                await connection.execute(statement, values)
    finally:
        await engine.dispose()
    logged = "".join(traceback.format_exception(caught.value))
    assert "no_such_table" in logged  # the statement itself stays, to find the fault
    assert "joke@example.nl" not in logged
    assert "482913" not in logged
