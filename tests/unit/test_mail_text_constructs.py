"""Mail texts are placeholders, nothing else (issue 23, point 3): every template construct but `{{ known_name }}` is
refused by name, an accepted text always renders, and filling in is plain substitution."""

from __future__ import annotations

import html

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.mail.text_templates import PlaceholderMailTexts
from soepkern.domain import mail_texts

KEY = mail_texts.ORDER_TEXT_KEY
TEXTS = PlaceholderMailTexts()

# (construct, the kind the Dutch message names): one of every template construct a template engine knows.
REFUSED = [
    ("{% for x in range(100001) %}a{% endfor %}", mail_texts.STATEMENT),
    ("{% if name %}ja{% endif %}", mail_texts.STATEMENT),
    ("{% set x = 1 %}", mail_texts.STATEMENT),
    ("{% include 'x.html' %}", mail_texts.STATEMENT),
    ("{% macro m() %}{% endmacro %}", mail_texts.STATEMENT),
    ("{% raw %}{{ name }}{% endraw %}", mail_texts.STATEMENT),
    ("{%- for x in y -%}", mail_texts.STATEMENT),
    ("{# een opmerking #}", mail_texts.COMMENT),
    ("{{ name|upper }}", mail_texts.FILTER),
    ("{{ name | e }}", mail_texts.FILTER),
    ("{{ name.__class__.__mro__ }}", mail_texts.ATTRIBUTE),
    ("{{ name['x'] }}", mail_texts.ATTRIBUTE),
    ("{{ lipsum() }}", mail_texts.CALL),
    ("{{ range(10)|list }}", mail_texts.FILTER),
    ("{{ 1 + 1 }}", mail_texts.EXPRESSION),
    ("{{ 'a' * 100000 }}", mail_texts.EXPRESSION),
    ("{{ name ~ name }}", mail_texts.EXPRESSION),
    ("{{ name if name else 'x' }}", mail_texts.EXPRESSION),
    ("{{- name -}}", mail_texts.EXPRESSION),
    ("{{ }}", mail_texts.EXPRESSION),
    ("{{ 42 }}", mail_texts.EXPRESSION),
    ("tekst }} na", mail_texts.STRAY_CLOSE),
    ("tekst %} na", mail_texts.STRAY_CLOSE),
    ("tekst #} na", mail_texts.STRAY_CLOSE),
]


@pytest.mark.parametrize(("construct", "kind"), REFUSED)
def test_every_construct_but_a_placeholder_is_refused_by_name(construct: str, kind: str) -> None:
    problem = TEXTS.problem(KEY, f"<p>Beste {{{{ name }}}}, {construct}</p>")
    assert problem is not None and problem.startswith(kind)
    first_close = min(i for i in (construct.find(c) for c in ("}}", "%}", "#}")) if i >= 0) + 2
    named = construct.split()[1] if kind == mail_texts.STRAY_CLOSE else construct[:first_close]
    assert f": {named[: mail_texts.SNIPPET - 1]}" in problem


@pytest.mark.parametrize("text", ["{{ name", "{% for", "{# nooit dicht", "{{ name }} {{"])
def test_unclosed_braces_are_refused(text: str) -> None:
    assert TEXTS.problem(KEY, text) == mail_texts.BROKEN_TEMPLATE


def test_unknown_names_are_refused_by_name() -> None:
    problem = TEXTS.problem(KEY, "{{ name }} {{ range }} {{ config }}")
    assert problem is not None and "{{ range }}" in problem and "{{ config }}" in problem and "name" not in problem


def test_a_long_refused_construct_is_shortened_in_the_message() -> None:
    problem = TEXTS.problem(KEY, "{% " + "x" * 10_000 + " %}")
    assert problem is not None and len(problem) < 200


@given(st.lists(st.sampled_from(sorted(mail_texts.ORDER_PLACEHOLDERS)), max_size=8), st.text(alphabet="ab <>/&p"))
def test_accepted_texts_always_render_with_every_value_escaped(names: list[str], filler: str) -> None:
    text = filler.join("{{ " + name + " }}" for name in names) + filler
    assert TEXTS.problem(KEY, text) is None
    values = {name: f"<{name}>" for name in names}
    rendered = TEXTS.render_html(KEY, text, values)
    assert "{{" not in rendered
    for name in names:
        assert html.escape(f"<{name}>") in rendered


@given(st.text(alphabet="{}%#| .()abn_me"))
def test_any_text_is_either_refused_or_rendered(text: str) -> None:
    problem = TEXTS.problem(KEY, text)
    if problem is None:
        TEXTS.render_html(KEY, text, {"name": "x"})
    else:
        with pytest.raises(mail_texts.MailTextBroken):
            TEXTS.render_html(KEY, text, {"name": "x"})


def test_checking_a_hostile_text_is_linear() -> None:
    # 20,000 characters of openers and placeholders: one pass over the delimiters, no backtracking
    assert TEXTS.problem(KEY, "{{ name }}" * 2000) is None
    assert TEXTS.problem(KEY, "{{ " * 6000) == mail_texts.BROKEN_TEMPLATE


def test_a_text_is_read_once_for_every_mail_that_uses_it() -> None:
    text = "<p>Beste {{ name }}, bestelling {{ bestelnummer }}</p>"
    mail_texts._parse.cache_clear()
    first = TEXTS.render_html(KEY, text, {"name": "Anna", "bestelnummer": 1})
    second = TEXTS.render_html(KEY, text, {"name": "Bram", "bestelnummer": 2})
    assert (str(first), str(second)) == ("<p>Beste Anna, bestelling 1</p>", "<p>Beste Bram, bestelling 2</p>")
    assert mail_texts._parse.cache_info().misses == 1  # the opening rush fills one text per order
