"""The managers' e-mail texts: which placeholders are known, and the sandboxed rendering."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.mail.text_templates import PlaceholderMailTexts
from soepkern.domain import mail_texts, site_settings

SETTINGS_FORM_TS = Path(__file__).parents[2] / "webapp/src/features/admin-settings/settings-form.ts"

names = st.from_regex(r"[a-z][a-z_]{0,15}", fullmatch=True)


@given(st.sets(names, max_size=6))
def test_only_unknown_placeholders_are_named(used: set[str]) -> None:
    message = mail_texts.unknown_placeholder_message(mail_texts.ORDER_TEXT_KEY, used)
    unknown = used - mail_texts.ORDER_PLACEHOLDERS
    assert (message is None) == (not unknown)
    for name in used:
        assert (message is not None and "{{ " + name + " }}" in message) == (name in unknown)


def test_the_defaults_use_only_known_placeholders() -> None:
    texts = PlaceholderMailTexts()
    for key in mail_texts.ALLOWED_PLACEHOLDERS:
        assert texts.problem(key, site_settings.definition(key).default) is None, key


def test_rendering_escapes_values_and_cannot_reach_python_internals() -> None:
    texts = PlaceholderMailTexts()
    key = mail_texts.ORDER_TEXT_KEY
    html = texts.render_html(key, "<p>Dag {{ name }}</p>", {"name": "<script>x</script>"})
    assert "&lt;script&gt;" in html and "<script>" not in html
    with pytest.raises(mail_texts.MailTextBroken):
        texts.render_html(key, "{{ name.__class__ }}", {"name": "a"})
    with pytest.raises(mail_texts.MailTextBroken):
        texts.render_html(key, "{% for x in range(10) %}{% endfor %}", {})
    assert texts.to_plain_text("<p>Dag Jip</p><p>Tot &amp; met</p>") == "Dag Jip\n\nTot & met"


def _listed_in_settings_screen(constant: str) -> set[str]:
    """The placeholder names a list in the settings screen shows (its own entries and the shared contact ones)."""
    source = SETTINGS_FORM_TS.read_text("utf-8")

    def entries(name: str) -> tuple[set[str], str]:
        body = re.search(rf"const {name}\b[^=]*= \[(.*?)\n\];", source, re.S)
        assert body is not None, name
        return set(re.findall(r"placeholder\('([a-z_]+)'", body.group(1))), body.group(1)

    listed, body = entries(constant)
    for spread in re.findall(r"\.\.\.([A-Z_]+)", body):
        listed |= _listed_in_settings_screen(spread)
    return listed


def test_the_settings_screen_lists_exactly_the_placeholders_each_text_accepts() -> None:
    assert _listed_in_settings_screen("ORDER_MAIL_PLACEHOLDERS") == set(mail_texts.ORDER_PLACEHOLDERS)
    assert _listed_in_settings_screen("DONATION_MAIL_PLACEHOLDERS") == set(mail_texts.DONATION_PLACEHOLDERS)
    assert _listed_in_settings_screen("WAITLIST_MAIL_PLACEHOLDERS") == set(mail_texts.WAITLIST_PLACEHOLDERS)
    assert _listed_in_settings_screen("WAITLIST_OFFER_MAIL_PLACEHOLDERS") == set(mail_texts.WAITLIST_OFFER_PLACEHOLDERS)


def test_the_settings_screen_gives_every_mail_text_its_placeholder_list() -> None:
    source = SETTINGS_FORM_TS.read_text("utf-8")
    body = re.search(r"const MAIL_TEXT_PLACEHOLDERS\b[^=]*= \{(.*?)\n\};", source, re.S)
    assert body is not None
    listed = dict(re.findall(r"(\w+): (\w+),", body.group(1)))
    assert set(listed) == set(mail_texts.ALLOWED_PLACEHOLDERS)
    for key, constant in listed.items():
        assert _listed_in_settings_screen(constant) == set(mail_texts.ALLOWED_PLACEHOLDERS[key]), key
