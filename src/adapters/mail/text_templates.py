"""The managers' e-mail texts: checked and filled in by the domain's placeholder substitution
(soepkern/domain/mail_texts.py), no template engine; values HTML-escaped, missing values empty."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from markupsafe import Markup, escape

from soepkern.domain import mail_texts

_TAGS = re.compile(r"<[^>]+>")
_BLOCK_END = re.compile(r"</(p|h[1-6]|li|blockquote)>|<br\s*/?>", re.IGNORECASE)


def _escaped(value: object) -> str:
    return str(escape(value))


class PlaceholderMailTexts:
    def problem(self, key: str, text: str) -> str | None:
        """The Dutch refusal of a text about to be saved, or None. The text is also rendered once, with a sample
        value for every placeholder, by the same code that renders the real mails."""
        if (refused := mail_texts.text_problem(key, text)) is not None:
            return refused
        try:
            self.to_plain_text(self.render_html(key, text, dict.fromkeys(mail_texts.ALLOWED_PLACEHOLDERS[key], "")))
        except mail_texts.MailTextBroken:  # pragma: no cover - text_problem refuses every text fill refuses
            return mail_texts.BROKEN_TEMPLATE
        return None

    def render_html(self, key: str, text: str, context: Mapping[str, object]) -> Markup:
        """The text with its placeholders filled in (values escaped; the text itself is already sanitised HTML).
        MailTextBroken when the stored text breaks the rules (it is then left out of the mail)."""
        return Markup(mail_texts.fill(key, text, context, _escaped))  # noqa: S704 (sanitised text, escaped values)

    @staticmethod
    def to_plain_text(rendered: str) -> str:
        """The plain-text part: block ends become line breaks, tags go, entities are decoded."""
        with_breaks = _BLOCK_END.sub("\n\n", rendered)
        lines = [" ".join(line.split()) for line in html.unescape(_TAGS.sub("", with_breaks)).splitlines()]
        return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
