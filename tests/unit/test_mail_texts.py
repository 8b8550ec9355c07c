"""The managers' e-mail texts: which placeholders are known, and the sandboxed rendering."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.mail.text_templates import SandboxedMailTexts
from soepkern.domain import mail_texts

names = st.from_regex(r"[a-z][a-z_]{0,15}", fullmatch=True)


@given(st.sets(names, max_size=6))
def test_only_unknown_placeholders_are_named(used: set[str]) -> None:
    message = mail_texts.unknown_placeholder_message(mail_texts.ORDER_TEXT_KEY, used)
    unknown = used - mail_texts.ORDER_PLACEHOLDERS
    assert (message is None) == (not unknown)
    for name in used:
        assert (message is not None and "{{ " + name + " }}" in message) == (name in unknown)


def test_the_defaults_use_only_known_placeholders() -> None:
    texts = SandboxedMailTexts()
    for key, default in ((mail_texts.ORDER_TEXT_KEY, mail_texts.DEFAULT_ORDER_TEXT),
                         (mail_texts.DONATION_TEXT_KEY, mail_texts.DEFAULT_DONATION_TEXT)):  # fmt: skip
        assert mail_texts.unknown_placeholder_message(key, texts.placeholders(default)) is None


def test_rendering_escapes_values_and_cannot_reach_python_internals() -> None:
    texts = SandboxedMailTexts()
    html = texts.render_html("<p>Dag {{ name }}</p>", {"name": "<script>x</script>"})
    assert "&lt;script&gt;" in html and "<script>" not in html
    assert "class" not in texts.render_html("{{ name.__class__ }}", {"name": "a"})
    with pytest.raises(ValueError):
        texts.placeholders("{% for %}")
    assert texts.to_plain_text("<p>Dag Jip</p><p>Tot &amp; met</p>") == "Dag Jip\n\nTot & met"
