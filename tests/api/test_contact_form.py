"""The contact form: field rules, routing per subject with Reply-To, no receipt, the server's bot check, one-line
fields, rate limits, and the managers' subject addresses and message list (SQLite and PostgreSQL)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.web import form_tokens
from soepkern.domain import contact
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from tests.api.staff import add_user, container, login, queued_mails, use_fake_clock

Api = TestClient[Any, Any]

FORM = {
    "naam": "Joke Bakker",
    "bedrijf": "",
    "email": "Joke@Example.nl",
    "telefoonnummer": "06 12345678",
    "onderwerp": "Dagelijkse soep",
    "vraag": "Bezorgen jullie ook in Zeist?",
}


def token(api: Api, seconds_ago: float = 10) -> str:
    """A form token as `GET /web/contact-form-token` gives it, issued `seconds_ago` (server clock)."""
    c = container(api)
    return form_tokens.issue(c.settings.secret_key, c.clock.now() - timedelta(seconds=seconds_ago))


def filled(api: Api) -> dict[str, Any]:
    """The form as the web app sends it: shown a while ago."""
    return {**FORM, "formulier_token": token(api)}


async def staff(api: Api, rol: str = "beheerder") -> dict[str, str]:
    await add_user(api, f"{rol}@example.nl", rol=rol)
    session = await login(api, f"{rol}@example.nl")
    return {"X-CSRF-Token": session["token"]}


async def messages(api: Api, headers: dict[str, str], query: str = "") -> dict[str, Any]:
    response = await api.get(f"/web/admin/get_contact_messages{query}", headers=headers)
    assert response.status == 200, await response.text()
    return dict(await response.json())


async def test_a_message_goes_to_the_contact_address_with_reply_to_and_no_receipt(api: Api) -> None:
    response = await api.post("/web/submit-contact-form", json=filled(api))

    assert response.status == 200, await response.text()
    assert "Bedankt" in (await response.json())["message"]
    (to_staff,) = await queued_mails(api)  # the product sends nothing to the address typed in the form
    assert to_staff.to == "info@soepketel.nl"  # no address for the subject: the contact_email setting
    assert to_staff.reply_to == "joke@example.nl"
    assert "Dagelijkse soep" in to_staff.subject and "Bezorgen jullie ook in Zeist?" in to_staff.text
    assert to_staff.html is not None and "Zeist" in to_staff.html


async def test_a_subject_with_its_own_address_gets_the_message_and_staff_can_read_it(api: Api) -> None:
    headers = await staff(api)
    saved = await api.post(
        "/web/save-contactform-subjects", json={"Dagelijkse soep": " Soep@Soepketel.nl "}, headers=headers
    )
    assert saved.status == 200, await saved.text()
    subjects = await (await api.get("/web/get-contactform-subjects", headers=headers)).json()
    assert [s["naam"] for s in subjects] == list(DEFAULT_SUBJECTS)
    assert {"naam": "Dagelijkse soep", "email": "soep@soepketel.nl"} in subjects
    assert {"naam": "Algemene vraag", "email": ""} in subjects

    assert (await api.post("/web/submit-contact-form", json=filled(api))).status == 200
    assert (
        await api.post("/web/submit-contact-form", json={**filled(api), "onderwerp": "Algemene vraag"})
    ).status == 200

    recipients = [m.to for m in await queued_mails(api) if m.reply_to == "joke@example.nl"]
    assert recipients == ["soep@soepketel.nl", "info@soepketel.nl"]
    listed = await messages(api, headers)
    assert listed["total"] == 2 and listed["current_page"] == 1 and listed["next_page_url"] is None
    assert listed["data"][0]["onderwerp"] == "Algemene vraag"  # newest first
    assert listed["data"][1]["ontvanger"] == "soep@soepketel.nl"
    assert listed["data"][1]["created_at"].endswith("Z")


async def test_the_message_list_is_paged_and_searchable(api: Api) -> None:
    headers = await staff(api)
    for n in range(3):
        body = {**filled(api), "email": f"afzender{n}@example.nl", "vraag": f"Vraag nummer {n} over Tomatensoep"}
        assert (await api.post("/web/submit-contact-form", json=body)).status == 200
    first = await messages(api, headers, "?per_page=2")
    assert (first["total"], first["last_page"], len(first["data"])) == (3, 2, 2)
    assert first["next_page_url"].startswith("http") and "page=2" in first["next_page_url"]
    found = await messages(api, headers, "?q=AFZENDER1")
    assert [m["email"] for m in found["data"]] == ["afzender1@example.nl"]
    found = await messages(api, headers, "?q=tomatensoep")
    assert found["total"] == 3
    assert (await messages(api, headers, "?q=onbekend"))["data"] == []


async def test_field_rules_answer_422_in_dutch(api: Api) -> None:
    cases = [
        ({"vraag": ""}, "vraag", "Vul uw vraag in."),
        ({"vraag": "x" * 10_001}, "vraag", "Uw vraag mag maximaal 10000 tekens lang zijn."),
        ({"email": "geen-adres"}, "email", "Vul een geldig e-mailadres in."),
        ({"onderwerp": "Iets anders"}, "onderwerp", "Kies een onderwerp uit de lijst."),
        ({"naam": "  "}, "naam", "Vul uw naam in."),
        ({"telefoonnummer": "bel me"}, "telefoonnummer", "Vul een geldig telefoonnummer in."),
    ]
    for change, field, message in cases:
        response = await api.post(
            "/web/submit-contact-form",
            json={**filled(api), **change, "email": change.get("email", f"{field}@example.nl")},
        )
        assert response.status == 422, (change, await response.text())
        assert (await response.json())["errors"][field] == [message]
    assert (await api.post("/web/submit-contact-form", json={**filled(api), "vraag": "x" * 10_000})).status == 200
    missing = await api.post("/web/submit-contact-form", json={"naam": "Joke"})
    assert missing.status == 422
    assert await queued_mails(api) != []  # only the one valid message


async def test_the_server_decides_the_bot_check_with_a_clear_answer(api: Api) -> None:
    headers = await staff(api)
    clock = use_fake_clock(api)
    issued = await api.get("/web/contact-form-token")
    assert issued.status == 200 and issued.headers["Cache-Control"] == "no-store"
    shown = (await issued.json())["token"]
    forged = f"{int(clock.now().timestamp()) - 3600}.{shown.split('.')[1]}"  # an older moment, the same signature
    too_fast, expired = {"formulier": [contact.TOO_FAST]}, {"formulier_token": [contact.FORM_EXPIRED]}
    traps = [
        ({"formulier_token": shown}, too_fast),  # sent within 3 seconds of showing: a large claim cannot help
        ({"formulier_token": shown, "invultijd": 999_999}, too_fast),
        ({"formulier_token": forged}, expired),
        ({"formulier_token": "1.abc"}, expired),
        ({"formulier_token": None}, expired),
        (
            {"formulier_token": token(api, 60), "website": "https://spam.example"},
            {"formulier": [contact.HONEYPOT_FILLED]},
        ),
    ]
    for n, (trap, answer) in enumerate(traps):  # other senders each time: the per-sender limit counts every try
        response = await api.post("/web/submit-contact-form", json={**FORM, "email": f"b{n}@example.nl", **trap})
        assert response.status == 422, trap
        assert (await response.json())["errors"] == answer, trap
    no_token = await api.post("/web/submit-contact-form", json=FORM)  # a script without the form's token
    assert (await no_token.json())["errors"] == expired
    assert [m for m in await queued_mails(api) if m.reply_to] == [] and (await messages(api, headers))["total"] == 0
    # the person who was too quick sends the same form again a moment later: it goes through
    clock.advance(seconds=4)
    response = await api.post("/web/submit-contact-form", json={**FORM, "formulier_token": shown})
    assert response.status == 200, await response.text()
    assert (await messages(api, headers))["total"] == 1
    clock.advance(seconds=contact.MAX_FORM_AGE.total_seconds())
    stale = await api.post("/web/submit-contact-form", json={**FORM, "formulier_token": shown})
    assert (await stale.json())["errors"] == expired


async def test_an_empty_form_sent_quickly_gets_the_field_messages(api: Api) -> None:
    response = await api.post(
        "/web/submit-contact-form", json={"naam": "", "vraag": "", "formulier_token": token(api, 0)}
    )
    assert response.status == 422
    assert (await response.json())["errors"]["vraag"] == ["Vul uw vraag in."]


@pytest.mark.parametrize("field", ["naam", "bedrijf", "email", "telefoonnummer", "onderwerp"])
@pytest.mark.parametrize("line_break", ["\r\n", "\n", "\r", "\u2028", "\x85"])
async def test_one_line_fields_refuse_line_breaks(api: Api, field: str, line_break: str) -> None:
    value = f"{FORM[field] or 'Piet'}{line_break}Bcc: iedereen@example.nl"
    response = await api.post("/web/submit-contact-form", json={**filled(api), field: value})
    assert response.status == 422
    assert (await response.json())["errors"][field] == ["Dit veld mag geen regeleinde bevatten."]
    assert await queued_mails(api) == []


async def test_the_question_may_have_several_lines(api: Api) -> None:
    response = await api.post("/web/submit-contact-form", json={**filled(api), "vraag": "Regel een\r\nRegel twee"})
    assert response.status == 200, await response.text()


async def test_too_many_messages_from_one_sender_get_429_with_retry_after(api: Api) -> None:
    statuses = [(await api.post("/web/submit-contact-form", json=filled(api))).status for _ in range(6)]
    assert statuses == [200] * 5 + [429]
    limited = await api.post("/web/submit-contact-form", json=filled(api))
    assert limited.status == 429 and int(limited.headers["Retry-After"]) > 0
    assert "Te veel" in (await limited.json())["message"]
    other = await api.post("/web/submit-contact-form", json={**filled(api), "email": "iemand.anders@example.nl"})
    assert other.status == 200


async def test_too_many_messages_from_one_address_get_429_with_retry_after(api: Api) -> None:
    """20 an hour per client address (room for a team behind one address), whoever the senders are."""
    for n in range(20):
        response = await api.post("/web/submit-contact-form", json={**filled(api), "email": f"collega{n}@example.nl"})
        assert response.status == 200, (n, await response.text())
    limited = await api.post("/web/submit-contact-form", json={**filled(api), "email": "nog.een@example.nl"})
    assert limited.status == 429 and int(limited.headers["Retry-After"]) > 0
    assert (await limited.json())["message"].startswith("Te veel")


async def test_subject_addresses_are_validated_per_subject(api: Api) -> None:
    headers = await staff(api)
    response = await api.post(
        "/web/save-contactform-subjects",
        json={"Dagelijkse soep": "geen-adres", "Bestaat niet": "a@example.nl", "Donaties": "gift@example.nl"},
        headers=headers,
    )
    assert response.status == 422
    errors = (await response.json())["errors"]
    assert errors == {
        "Dagelijkse soep": ["Vul een geldig e-mailadres in."],
        "Bestaat niet": ["Dit onderwerp bestaat niet."],
    }
    subjects = await (await api.get("/web/get-contactform-subjects", headers=headers)).json()
    assert {"naam": "Donaties", "email": ""} in subjects  # nothing saved when anything is wrong
    cleared = await api.post("/web/save-contactform-subjects", json={"Donaties": ""}, headers=headers)
    assert cleared.status == 200


async def test_subjects_and_messages_are_for_managers_only(api: Api) -> None:
    assert (await api.get("/web/get-contactform-subjects")).status == 401
    assert (await api.post("/web/save-contactform-subjects", json={})).status == 401
    assert (await api.get("/web/admin/get_contact_messages")).status == 401
    headers = await staff(api, "soep_coordinator")
    assert (await api.get("/web/get-contactform-subjects", headers=headers)).status == 403
    assert (await api.post("/web/save-contactform-subjects", json={}, headers=headers)).status == 403
    assert (await api.get("/web/admin/get_contact_messages", headers=headers)).status == 403
    manager = await staff(api, "superuser")
    no_csrf = await api.post("/web/save-contactform-subjects", json={"Donaties": "a@example.nl"})
    assert no_csrf.status == 403
    assert (
        await api.post("/web/save-contactform-subjects", json={"Donaties": "a@b.nl"}, headers=manager)
    ).status == 200
