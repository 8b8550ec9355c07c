"""No live secret at rest (soepkern.domain.mail and the outbox use cases; decision 0036), with in-memory fakes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.mail.renderer import TemplateMailRenderer
from soepkern.domain.login import CODE_VALIDITY
from soepkern.domain.mail import SECRET_LIFETIME, SECRET_TEMPLATES, carries_secret, mail_body_cutoffs
from soepkern.domain.user_tokens import VALIDITY
from soepkern.services.outbox import deliver_due, purge_mail_bodies
from tests.fakes import FakeClock, OutboxStore, RecordingMailer, a_message

moments = st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1), timezones=st.just(UTC))


def test_the_secret_lifetime_covers_every_code_and_link() -> None:
    assert SECRET_LIFETIME >= CODE_VALIDITY and all(SECRET_LIFETIME >= v for v in VALIDITY.values())
    assert SECRET_LIFETIME == max(VALIDITY.values())


@given(moments, st.integers(min_value=1, max_value=3650))
def test_cutoffs_keep_every_body_younger_than_its_period(now: datetime, days: int) -> None:
    cutoffs = mail_body_cutoffs(now, days)
    assert cutoffs.sent_before == now - timedelta(days=days) < now
    assert cutoffs.secrets_made_before == now - SECRET_LIFETIME


@given(st.integers(max_value=0))
def test_a_period_under_a_day_is_refused(days: int) -> None:
    with pytest.raises(ValueError):
        mail_body_cutoffs(datetime(2026, 1, 1, tzinfo=UTC), days)


@given(st.text(max_size=30))
def test_only_the_code_and_link_templates_are_secret(template: str) -> None:
    assert carries_secret(template) == (template in {"login_code", "password_reset", "invitation"})


@pytest.mark.parametrize("template", sorted(SECRET_TEMPLATES))
def test_the_renderer_names_the_template_of_each_secret_mail(template: str) -> None:
    context = {"name": "Sanne", "code": "123456", "minutes": 10, "days": 7, "link": "https://x.nl/a/b"}
    message = TemplateMailRenderer().render(template, "sanne@example.nl", context)
    assert message.template == template and message.carries_secret


@given(st.lists(st.sampled_from(["login_code", "password_reset", "invitation", "order_confirmation", ""]), max_size=8))
async def test_a_sent_secret_leaves_the_outbox_and_other_bodies_stay(templates: list[str]) -> None:
    store, clock = OutboxStore(), FakeClock()
    for n, template in enumerate(templates):
        await store.outbox.enqueue(a_message(n, template=template), clock.now())
    await deliver_due(store, RecordingMailer(), clock, limit=100)
    for row in store.outbox.rows.values():
        assert row.sent_at is not None
        assert row.redacted == carries_secret(row.message.template)
        assert (row.message.text == "") == row.redacted
        assert row.message.to and row.message.subject  # recipient and subject stay


async def test_the_purge_blanks_old_bodies_and_expired_unsent_secrets_only() -> None:
    store, clock = OutboxStore(), FakeClock()
    sent = await store.outbox.enqueue(a_message(1, template="order_confirmation"), clock.now())
    failing_secret = await store.outbox.enqueue(a_message(2, template="invitation"), clock.now())
    waiting = await store.outbox.enqueue(a_message(3, template="order_confirmation"), clock.now())
    await store.outbox.mark_sent(sent, clock.now())
    store.outbox.rows[waiting].next_attempt_at = clock.now() + timedelta(days=400)  # still to be sent, later
    store.outbox.rows[failing_secret].next_attempt_at = clock.now() + timedelta(days=400)
    clock.advance(days=6)
    assert await purge_mail_bodies(store, clock, 30) == 0
    clock.advance(days=2)  # the invitation link has expired: it will never be sent
    assert await purge_mail_bodies(store, clock, 30) == 1
    assert store.outbox.rows[failing_secret].redacted
    assert not await store.outbox.requeue(failing_secret, clock.now(), clock.now())
    clock.advance(days=23)
    assert await purge_mail_bodies(store, clock, 30) == 1
    assert store.outbox.rows[sent].redacted and not store.outbox.rows[waiting].redacted
