"""The contact form: field rules, routing per subject with Reply-To, the receipt, spam protection, rate limits,
and the managers' subject addresses and message list (SQLite and PostgreSQL)."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from tests.api.staff import add_user, login, queued_mails

Api = TestClient[Any, Any]

FORM = {
    "naam": "Joke Bakker",
    "bedrijf": "",
    "email": "Joke@Example.nl",
    "telefoonnummer": "06 12345678",
    "onderwerp": "Dagelijkse soep",
    "vraag": "Bezorgen jullie ook in Zeist?",
}


async def staff(api: Api, rol: str = "beheerder") -> dict[str, str]:
    await add_user(api, f"{rol}@example.nl", rol=rol)
    session = await login(api, f"{rol}@example.nl")
    return {"X-CSRF-Token": session["token"]}


async def messages(api: Api, headers: dict[str, str], query: str = "") -> dict[str, Any]:
    response = await api.get(f"/web/admin/get_contact_messages{query}", headers=headers)
    assert response.status == 200, await response.text()
    return dict(await response.json())


async def test_a_message_goes_to_the_contact_address_with_reply_to_and_a_receipt(api: Api) -> None:
    response = await api.post("/web/submit-contact-form", json=FORM)

    assert response.status == 200, await response.text()
    assert "Bedankt" in (await response.json())["message"]
    to_staff, receipt = await queued_mails(api)
    assert to_staff.to == "info@soepketel.nl"  # no address for the subject: the contact_email setting
    assert to_staff.reply_to == "joke@example.nl"
    assert "Dagelijkse soep" in to_staff.subject and "Bezorgen jullie ook in Zeist?" in to_staff.text
    assert to_staff.html is not None and "Zeist" in to_staff.html
    assert receipt.to == "joke@example.nl" and receipt.reply_to is None
    assert "Bezorgen jullie ook in Zeist?" in receipt.text


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

    assert (await api.post("/web/submit-contact-form", json=FORM)).status == 200
    assert (await api.post("/web/submit-contact-form", json={**FORM, "onderwerp": "Algemene vraag"})).status == 200

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
        body = {**FORM, "email": f"afzender{n}@example.nl", "vraag": f"Vraag nummer {n} over Tomatensoep"}
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
            "/web/submit-contact-form", json={**FORM, **change, "email": change.get("email", f"{field}@example.nl")}
        )
        assert response.status == 422, (change, await response.text())
        assert (await response.json())["errors"][field] == [message]
    assert (await api.post("/web/submit-contact-form", json={**FORM, "vraag": "x" * 10_000})).status == 200
    missing = await api.post("/web/submit-contact-form", json={"naam": "Joke"})
    assert missing.status == 422
    assert await queued_mails(api) != []  # only the one valid message


async def test_a_bot_gets_a_normal_answer_and_nothing_is_stored_or_sent(api: Api) -> None:
    headers = await staff(api)
    before = len(await queued_mails(api))
    for trap in ({"website": "https://spam.example"}, {"invultijd": 800}):
        response = await api.post("/web/submit-contact-form", json={**FORM, **trap})
        assert response.status == 200
    assert len(await queued_mails(api)) == before
    assert (await messages(api, headers))["total"] == 0
    assert (await api.post("/web/submit-contact-form", json={**FORM, "invultijd": 9000, "website": ""})).status == 200
    assert (await messages(api, headers))["total"] == 1


async def test_an_empty_form_sent_quickly_gets_the_field_messages(api: Api) -> None:
    response = await api.post("/web/submit-contact-form", json={"naam": "", "vraag": "", "invultijd": 400})
    assert response.status == 422
    assert (await response.json())["errors"]["vraag"] == ["Vul uw vraag in."]


async def test_too_many_messages_from_one_sender_get_429_with_retry_after(api: Api) -> None:
    statuses = [(await api.post("/web/submit-contact-form", json=FORM)).status for _ in range(6)]
    assert statuses == [200] * 5 + [429]
    limited = await api.post("/web/submit-contact-form", json=FORM)
    assert limited.status == 429 and int(limited.headers["Retry-After"]) > 0
    assert "Te veel" in (await limited.json())["message"]
    other = await api.post("/web/submit-contact-form", json={**FORM, "email": "iemand.anders@example.nl"})
    assert other.status == 200


async def test_too_many_messages_from_one_address_get_429_with_retry_after(api: Api) -> None:
    """20 an hour per client address (room for a team behind one address), whoever the senders are."""
    for n in range(20):
        response = await api.post("/web/submit-contact-form", json={**FORM, "email": f"collega{n}@example.nl"})
        assert response.status == 200, (n, await response.text())
    limited = await api.post("/web/submit-contact-form", json={**FORM, "email": "nog.een@example.nl"})
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
