"""`soep orders bulk` with the demo's standing customer on holiday (decision 0079): the dry run names her pause and
plans no order for her on a day inside it (SQLite and PostgreSQL)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from soepkern.domain.business_time import business_date
from tests.integration import test_cli, test_cli_staff

env = test_cli.env
invoke = test_cli.invoke
in_db = test_cli_staff.in_db


def test_the_bulk_dry_run_names_the_pause_of_a_customer_on_holiday(env: dict[str, str], database_url: str) -> None:
    assert invoke(env, "demo-data")[0] == 0

    async def holiday(uow: Any) -> tuple[int, str]:
        today = business_date(datetime.now(UTC))
        [pause] = [p for p in await uow.customer_pauses.not_ended(today) if p.reden == "vakantie"]
        days = [d for d in await uow.order_days.list_all() if pause.covers(d.bestellingsdag) and d.products]
        customer = await uow.customers.get(pause.customer_id)
        return days[0].products[0].id, customer.full_name

    row, name = in_db(database_url, holiday)
    _code, output = invoke({**env, "COLUMNS": "250"}, "orders", "bulk", "--orderday-product", str(row), "--dry-run")
    assert "Traceback" not in output, output
    [line] = [line for line in output.splitlines() if name in line]
    assert "Overgeslagen: Gepauzeerd (vakantie, " in line and "Krijgt een bestelling" not in line
