"""One e-mail normalisation (issue 10, point 7): properties that hold for every spelling of an address."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.email_address import blacklist_key, is_valid_email, mailbox_key, normalise_email

INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", " ", "\t", "\u00a0", "\u202e"]

local_parts = st.from_regex(r"[a-z0-9]{1,10}(\.[a-z0-9_-]{1,8}){0,2}", fullmatch=True)
domains = st.from_regex(r"[a-z0-9]{1,12}(-[a-z0-9]{1,5})?\.(nl|com|org|example)", fullmatch=True)
addresses = st.builds(lambda local, domain: f"{local}@{domain}", local_parts, domains)


@st.composite
def spellings(draw: st.DrawFn, address: str) -> str:
    """The same address as a visitor might type or paste it: case, invisible characters, a trailing dot, spaces."""
    chars = [ch.upper() if draw(st.booleans()) else ch for ch in address]
    for _ in range(draw(st.integers(0, 4))):
        chars.insert(draw(st.integers(0, len(chars))), draw(st.sampled_from(INVISIBLE)))
    text = "".join(chars)
    if draw(st.booleans()):
        text += "."
    return draw(st.sampled_from(["", " ", "\u200b"])) + text + draw(st.sampled_from(["", " ", "\n"]))


@given(st.text())
def test_normalising_is_idempotent(text: str) -> None:
    assert normalise_email(normalise_email(text)) == normalise_email(text)


@given(addresses, st.data())
def test_every_spelling_normalises_to_the_address(address: str, data: st.DataObject) -> None:
    assert is_valid_email(address)
    typed = data.draw(spellings(address))
    assert normalise_email(typed) == address
    assert is_valid_email(normalise_email(typed))


@given(addresses, st.data(), st.from_regex(r"[a-z0-9.-]{0,10}", fullmatch=True))
def test_the_blacklist_cannot_be_dodged_by_spelling_or_plus_tags(address: str, data: st.DataObject, tag: str) -> None:
    item = BlacklistItem(id=None, email=data.draw(spellings(address)))
    local, _, domain = address.partition("@")
    variant = data.draw(spellings(f"{local}+{tag}@{domain}" if tag else address))
    assert item.blocks(email=variant, postcode="1234AB", huisnummer=1)
    assert blacklist_key(variant) == blacklist_key(address)


@given(addresses, addresses)
def test_different_addresses_are_not_blocked(first: str, second: str) -> None:
    if blacklist_key(first) == blacklist_key(second):
        return
    assert not BlacklistItem(id=None, email=first).blocks(email=second, postcode="1234AB", huisnummer=1)


@pytest.mark.parametrize(
    "text",
    [
        "jan.@example.nl",
        ".jan@example.nl",
        "j..an@example.nl",
        "jan@example",
        "jan@@example.nl",
        "jan@exa mple.nl" + "\u0301",
        "jаn@example.nl",  # Cyrillic a
        "jan@-example.nl",
        "jan@example.123",
        "",
        "@example.nl",
        "x" * 65 + "@example.nl",
        "jan@" + "a" * 250 + ".nl",
        "<script>@example.nl",
    ],
)
def test_what_is_not_an_address_is_refused(text: str) -> None:
    assert not is_valid_email(normalise_email(text))


def test_full_width_letters_become_ascii() -> None:
    assert normalise_email("ＪＡＮ@example.nl") == "jan@example.nl"


# One mailbox, many spellings (issue 23 point 9, issue 25 item 24; decision 0038) -----------------------------------

gmail_locals = st.from_regex(r"[a-z0-9]{1,12}", fullmatch=True)


@st.composite
def gmail_spellings(draw: st.DrawFn, local: str) -> str:
    """The same Gmail mailbox: dots anywhere between letters, either domain, a `+tag`, any case."""
    chars = []
    for n, ch in enumerate(local):
        if 0 < n and draw(st.booleans()):
            chars.append(".")
        chars.append(ch.upper() if draw(st.booleans()) else ch)
    tag = draw(st.sampled_from(["", "+", "+2", "+soep.x"]))
    return "".join(chars) + tag + "@" + draw(st.sampled_from(["gmail.com", "googlemail.com", "GoogleMail.com"]))


@given(gmail_locals, st.data())
def test_every_gmail_spelling_is_one_mailbox(local: str, data: st.DataObject) -> None:
    typed = data.draw(gmail_spellings(local))
    assert mailbox_key(typed) == f"{local}@gmail.com"
    assert BlacklistItem(id=None, email=f"{local}@gmail.com").blocks(email=typed, postcode="1234AB", huisnummer=1)


@given(addresses)
def test_the_mailbox_key_is_idempotent_and_keeps_other_domains_dots(address: str) -> None:
    key = mailbox_key(address)
    assert mailbox_key(key) == key
    local, _, domain = address.partition("@")
    assert key == f"{local.split('+')[0]}@{domain}"  # the strategy makes no Gmail address: dots stay


@given(gmail_locals, gmail_locals)
def test_different_gmail_mailboxes_stay_apart(first: str, second: str) -> None:
    if first != second:
        assert mailbox_key(f"{first}@gmail.com") != mailbox_key(f"{second}@googlemail.com")


def test_the_privacy_statement_says_spellings_of_one_address_count_as_one_customer() -> None:
    from entrypoints.site_copy import text_defaults

    text = text_defaults()["pagina_privacy_tekst"]
    assert "naam+2@voorbeeld.nl telt als naam@voorbeeld.nl" in text
    assert "googlemail.com" in text and "geblokkeerd" in text


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_text_is_cleaned_as_the_unicode_rules_clean_it(text: str) -> None:
    """The quick path for ASCII (nearly every address) removes and lowers exactly what NFKC and the invisible
    characters' rule do (decision 0128)."""
    from soepkern.domain.email_address import _clean, _clean_unicode

    assert _clean(text) == _clean_unicode(text)
