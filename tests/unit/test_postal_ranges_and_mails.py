"""The postal-code screen's and the managers' e-mail write use cases through the in-memory fakes: delivery areas
(create, edit, delete, refusals), the e-mail texts (saved, refused with an unknown placeholder, previewed) and a
given-up mail sent again."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from adapters.html_sanitizer import Nh3HtmlSanitizer
from adapters.mail.renderer import TemplateMailRenderer
from adapters.mail.text_templates import PlaceholderMailTexts
from soepkern.domain import mail_texts, postal_ranges
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.postal_ranges import PostalRangeForm
from soepkern.services import mail_text_preview, outbox, postal_ranges_admin, site_settings_admin
from tests.fakes import FakeClock, FakeOrdersStore, FakeStore, OutboxStore, a_message

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
SANITIZER = Nh3HtmlSanitizer()
CHECKER = PlaceholderMailTexts()


async def test_a_delivery_area_is_stored_normalised_and_announced_to_the_shop() -> None:
    store = FakeOrdersStore()
    form = PostalRangeForm(postcode_begin="3511 ab", postcode_eind="3512zz", omschrijving=" Centrum ", status="1")
    created = await postal_ranges_admin.create_range(form, store)
    assert created.id is not None
    stored = await postal_ranges_admin.get_range(created.id, store)
    assert (stored.postcode_begin, stored.postcode_eind, stored.omschrijving) == ("3511AB", "3512ZZ", "Centrum")
    assert stored.huisnummer_begin is None and stored.actief
    assert store.shop_data_changes == 1


async def test_an_edit_replaces_the_area_and_a_delete_removes_it() -> None:
    store = FakeOrdersStore()
    created = await postal_ranges_admin.create_range(PostalRangeForm("3511AB", "3511AB"), store)
    assert created.id is not None
    form = PostalRangeForm("3511AB", "3511AB", huisnummer_begin=1, huisnummer_eind=20, status=False)
    await postal_ranges_admin.edit_range(created.id, form, store)
    edited = await postal_ranges_admin.get_range(created.id, store)
    assert (edited.huisnummer_begin, edited.huisnummer_eind, edited.actief) == (1, 20, False)
    await postal_ranges_admin.delete_range(created.id, store)
    assert await postal_ranges_admin.list_ranges(store) == []
    assert store.shop_data_changes == 3
    with pytest.raises(NotFound):
        await postal_ranges_admin.delete_range(created.id, store)
    with pytest.raises(NotFound):
        await postal_ranges_admin.edit_range(created.id, form, store)


async def test_a_bad_area_names_every_field_and_stores_nothing() -> None:
    store = FakeOrdersStore()
    form = PostalRangeForm("3512AB", "3511AB", huisnummer_begin=30, huisnummer_eind=None, omschrijving="x" * 256)
    with pytest.raises(ValidationFailed) as refused:
        await postal_ranges_admin.create_range(form, store)
    assert refused.value.errors == {
        "postcode_eind": [postal_ranges.END_BEFORE_BEGIN],
        "huisnummer_eind": [postal_ranges.NUMBER_REQUIRED],
        "omschrijving": [postal_ranges.DESCRIPTION_TOO_LONG],
    }
    with pytest.raises(ValidationFailed) as numbers:
        await postal_ranges_admin.create_range(PostalRangeForm("geen", "3511AB", 20, 10), store)
    assert set(numbers.value.errors) == {"postcode_begin", "huisnummer_eind"}
    assert await postal_ranges_admin.list_ranges(store) == [] and store.shop_data_changes == 0


async def test_a_mail_text_with_known_placeholders_is_saved_sanitised() -> None:
    store = FakeStore()
    text = "<p>Beste {{ name }}, bedankt voor bestelling {{ bestelnummer }}.</p><script>x()</script>"
    body = {"category": "soep_emails", mail_texts.ORDER_TEXT_KEY: text}
    await site_settings_admin.save_variables(body, SANITIZER, store, CHECKER)
    saved = (await store.settings_values.get_all())[mail_texts.ORDER_TEXT_KEY]
    assert "{{ name }}" in saved and "<script>" not in saved


@pytest.mark.parametrize("text", ["<p>Hallo {{ wachtwoord }}</p>", "<p>Hallo {{ name </p>"])
async def test_a_mail_text_with_an_unknown_placeholder_or_broken_braces_is_refused(text: str) -> None:
    store = FakeStore()
    body = {"category": "soep_emails", mail_texts.ORDER_TEXT_KEY: text}
    with pytest.raises(ValidationFailed) as refused:
        await site_settings_admin.save_variables(body, SANITIZER, store, CHECKER)
    assert list(refused.value.errors) == [mail_texts.ORDER_TEXT_KEY]
    assert await store.settings_values.get_all() == {} and store.shop_data_changes == 0


async def test_the_preview_fills_the_unsaved_text_with_sample_data_and_stores_nothing() -> None:
    store = FakeStore()
    message = await mail_text_preview.preview_mail_text(
        mail_texts.ORDER_TEXT_KEY,
        "<p>Beste {{ name }}, bestelling {{ bestelnummer }}.</p>",
        sanitizer=SANITIZER,
        checker=CHECKER,
        mails=TemplateMailRenderer(),
        uow_factory=store,
        public_url="https://soep.test",
        now=NOW,
    )
    assert "Beste Joke Bakker, bestelling 1234." in message.text
    assert await store.settings_values.get_all() == {}


async def test_a_given_up_mail_is_listed_and_sent_again_once() -> None:
    store = OutboxStore()
    clock = FakeClock(NOW)
    parked = await store.outbox.enqueue(a_message(1), NOW)
    await store.outbox.enqueue(a_message(2), NOW)
    await store.outbox.mark_failed(parked, "550 onbekend", outbox.GIVEN_UP_AT)
    assert [m.id for m in await outbox.failed_mails(store)] == [parked]
    await outbox.retry_mail(parked, store, clock)
    assert await outbox.failed_mails(store) == []
    assert {item.id for item in await store.outbox.due(NOW, 10)} == {1, 2}
    with pytest.raises(NotFound):
        await outbox.retry_mail(parked, store, clock)
    assert store.commits == 1
