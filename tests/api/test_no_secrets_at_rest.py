"""No live secret at rest (issue 23, point 6; decision 0036), on SQLite and PostgreSQL.

Once sent, login codes, reset links and invitation links leave the outbox (recipient, subject, template, time and
order stay); other bodies are blanked after the retention period; erasing a customer redacts their mails; and a
backup made by `soep backup` holds none of the codes or links.
"""

from __future__ import annotations

import asyncio
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp.test_utils import TestClient
from sqlalchemy import select
from typer.testing import CliRunner

from adapters.db import tables as t
from adapters.db.engine import is_sqlite
from entrypoints.cli.main import app as cli
from entrypoints.settings import Settings
from soepkern.domain.mail import SECRET_LIFETIME
from soepkern.services.outbox import deliver_due, purge_mail_bodies
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import add_user, container, login, queued_mails, settle, use_fake_clock
from tests.api.test_privacy import EMAIL, a_customer_with_everything
from tests.fakes import RecordingMailer

Api = TestClient[Any, Any]
LINK = re.compile(r"/wachtwoord-resetten/[^/\s]+/([A-Za-z0-9_-]+)")
CODE = re.compile(r"\b(\d{6})\b")


async def outbox_rows(api: Api) -> list[dict[str, Any]]:
    async with container(api).uow_factory.engine.connect() as connection:
        rows = await connection.execute(select(t.mail_outbox).order_by(t.mail_outbox.c.id))
        return [dict(row) for row in rows.mappings()]


async def send_all(api: Api) -> RecordingMailer:
    c = container(api)
    mailer = RecordingMailer()
    while await deliver_due(c.uow_factory, mailer, c.clock):
        pass
    return mailer


async def secrets_in_the_outbox(api: Api) -> list[str]:
    """A login code, a reset link and an invitation link queued; returns the secrets in them."""
    await add_user(api, "baas@example.nl", rol="superuser", name="Baas")
    session = await login(api, "baas@example.nl")  # a login code (used)
    assert (
        await api.post("/web/login", json={"email": "baas@example.nl", "password": "Een-sterk-wachtwoord-1"})
    ).status == 200
    await add_user(api, "sanne@example.nl")
    assert (await api.post("/web/resetpassword", json={"email": "sanne@example.nl"})).status == 200
    await settle(api)  # the reset mail is queued after the answer
    invite = {"name": "Nieuwe Collega", "email": "collega@example.nl", "rol": "beheerder", "uitnodigen": True}
    created = await api.post("/web/admin/create_user", json=invite, headers={"X-CSRF-Token": session["token"]})
    assert created.status == 200, await created.text()
    secrets = []
    for mail in await queued_mails(api):
        found = CODE.findall(mail.text) if mail.template == "login_code" else LINK.findall(mail.text)
        assert found, (mail.template, mail.text)
        secrets.extend(found)
    assert {m.template for m in await queued_mails(api)} == {"login_code", "password_reset", "invitation"}
    return secrets


async def test_sent_codes_and_links_leave_the_outbox_and_other_mails_wait_for_their_period(api: Api) -> None:
    clock = use_fake_clock(api)
    secrets = await secrets_in_the_outbox(api)
    soup = await add_soup(api)
    day = await add_open_day(api, {soup: 10})
    assert day.products[0].id is not None
    placed = await api.post("/web/bestellen", json=checkout({day.products[0].id: 1}))
    assert placed.status == 200
    order_id = (await placed.json())["bestelnummer"]

    mailer = await send_all(api)
    assert any(secret in m.text for m in mailer.sent for secret in secrets)  # they did go out
    rows = await outbox_rows(api)
    secret_rows = [r for r in rows if r["template"] in {"login_code", "password_reset", "invitation"}]
    assert len(secret_rows) == 4
    for row in secret_rows:
        assert row["sent_at"] is not None and row["body_redacted"]
        assert (row["text_body"], row["html_body"]) == ("", None)
        assert row["recipient"].endswith("@example.nl") and row["subject"] and row["created_at"]
    (confirmation,) = [r for r in rows if r["template"] == "order_confirmation"]
    assert confirmation["order_id"] == order_id and "Joke" in confirmation["text_body"]
    assert not confirmation["body_redacted"]

    c = container(api)
    clock.advance(days=c.settings.retention.mail_body_days - 1)
    assert await purge_mail_bodies(c.uow_factory, clock, c.settings.retention.mail_body_days) == 0
    clock.advance(days=2)
    assert await purge_mail_bodies(c.uow_factory, clock, c.settings.retention.mail_body_days) >= 2
    rows = await outbox_rows(api)
    assert all(r["text_body"] == "" and r["html_body"] is None and r["body_redacted"] for r in rows)
    (confirmation,) = [r for r in rows if r["template"] == "order_confirmation"]
    assert confirmation["order_id"] == order_id and confirmation["recipient"] == "joke@example.nl"


async def test_an_unsent_secret_is_blanked_once_it_expired_and_never_sent(api: Api) -> None:
    clock = use_fake_clock(api)
    await add_user(api, "sanne@example.nl")
    assert (await api.post("/web/resetpassword", json={"email": "sanne@example.nl"})).status == 200
    await settle(api)  # the reset mail is queued after the answer
    c = container(api)
    clock.advance(minutes=59)
    assert await purge_mail_bodies(c.uow_factory, clock, 30) == 0
    clock.advance(seconds=SECRET_LIFETIME.total_seconds())
    assert await purge_mail_bodies(c.uow_factory, clock, 30) == 1
    assert await queued_mails(api) == []
    assert (await send_all(api)).attempted == []
    (row,) = await outbox_rows(api)
    assert row["text_body"] == "" and row["sent_at"] is None and row["template"] == "password_reset"


async def test_erasing_a_customer_redacts_their_mails(api: Api) -> None:
    clock = use_fake_clock(api)
    customer_id = await a_customer_with_everything(api)
    await send_all(api)
    rows = await outbox_rows(api)
    assert any(EMAIL in (r["recipient"] + r["text_body"]) for r in rows)
    await add_user(api, "superuser@example.nl", rol="superuser", name="Baas")
    clock.advance(days=8)  # the order day has passed
    headers = {"X-CSRF-Token": (await login(api, "superuser@example.nl"))["token"]}
    erased = await api.post(f"/web/admin/erase_customer/{customer_id}", headers=headers)
    assert erased.status == 200, await erased.text()
    for row in await outbox_rows(api):
        if row["template"] == "login_code":
            continue
        assert EMAIL not in repr(row) and "Bakker" not in repr(row), row
        assert row["body_redacted"] and row["recipient"].endswith(".invalid")


def _backup_text(backup: Path) -> bytes:
    """Every byte of the backup; a PostgreSQL dump (compressed) as the SQL pg_restore makes of it."""
    data = b""
    for path in sorted(backup.rglob("*")):
        if path.is_file():
            data += path.read_bytes()
            if path.name.endswith(".pgdump"):
                restore = shutil.which("pg_restore")
                assert restore, "pg_restore is needed to read a PostgreSQL backup"
                data += subprocess.run([restore, "-f", "-", str(path)], check=True, capture_output=True).stdout
    return data


async def test_a_backup_made_by_soep_backup_holds_no_code_or_link(
    api: Api, make_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    use_fake_clock(api)
    secrets = await secrets_in_the_outbox(api)
    await send_all(api)
    settings = make_settings()
    env = {
        "SOEP_DATA_DIR": str(settings.data_dir),
        "SOEP_DATABASE_URL": settings.database_url,
        "SOEP_SECRET_KEY": "test-secret-key-for-the-test-suite",
    }
    output = tmp_path / "backup"
    made = await asyncio.to_thread(CliRunner().invoke, cli, ["backup", "--output", str(output)], env=env)
    assert made.exit_code == 0, made.output
    data = _backup_text(output)
    assert b"baas@example.nl" in data  # the backup can be read: the accounts are in it
    if not is_sqlite(settings.database_url):
        assert b"COPY public.mail_outbox" in data
    for secret in secrets:
        assert secret.encode() not in data, f"a code or link is in the backup: {secret}"
