"""The managers' e-mail texts as templates: a sandboxed jinja2 environment (no attribute access beyond safe data,
no file system), HTML autoescaped, missing values empty rather than an error in a customer's mail."""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Mapping

import jinja2
from jinja2 import meta
from jinja2.sandbox import ImmutableSandboxedEnvironment
from markupsafe import Markup

_TAGS = re.compile(r"<[^>]+>")
_BLOCK_END = re.compile(r"</(p|h[1-6]|li|blockquote)>|<br\s*/?>", re.IGNORECASE)


COMPILED_TEXTS = 64  # texts kept compiled (the managers' texts change rarely; each order's mail reuses them)


class SandboxedMailTexts:
    def __init__(self) -> None:
        self._env = ImmutableSandboxedEnvironment(autoescape=True, undefined=jinja2.ChainableUndefined)
        self._compiled = functools.lru_cache(maxsize=COMPILED_TEXTS)(self._env.from_string)

    def placeholders(self, text: str) -> set[str]:
        """The names a text uses; ValueError when its braces are no valid template."""
        try:
            return set(meta.find_undeclared_variables(self._env.parse(text)))
        except jinja2.TemplateSyntaxError as error:
            raise ValueError(str(error)) from error

    def render_html(self, text: str, context: Mapping[str, object]) -> Markup:
        """The text with its placeholders filled in (values escaped; the text itself is already sanitised HTML)."""
        try:
            template = self._compiled(text)  # compiling costs more than rendering: once per text, not per mail
            return Markup(template.render(dict(context)))  # noqa: S704 (sanitised text, escaped values)
        except jinja2.TemplateError:
            return Markup("")

    @staticmethod
    def to_plain_text(rendered: str) -> str:
        """The plain-text part: block ends become line breaks, tags go, entities are decoded."""
        with_breaks = _BLOCK_END.sub("\n\n", rendered)
        lines = [" ".join(line.split()) for line in html.unescape(_TAGS.sub("", with_breaks)).splitlines()]
        return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
