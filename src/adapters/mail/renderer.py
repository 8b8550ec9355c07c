"""The MailRenderer port on top of the jinja2 templates."""

from __future__ import annotations

from collections.abc import Mapping

from adapters.mail.templates import MailTemplates
from adapters.mail.text_templates import SandboxedMailTexts
from soepkern.domain.mail import MailMessage


class TemplateMailRenderer:
    def __init__(self, templates: MailTemplates | None = None) -> None:
        self._templates = templates or MailTemplates()
        self._texts = SandboxedMailTexts()

    def render(self, template: str, to: str, context: Mapping[str, object]) -> MailMessage:
        """A context with `mail_text` (a manager's text with placeholders) gets it filled in as `intro_html` and
        `intro_text`, which the template shows instead of its own opening lines."""
        values = dict(context)
        mail_text = values.get("mail_text")
        if isinstance(mail_text, str) and mail_text.strip():
            rendered = self._texts.render_html(mail_text, values)
            values["intro_html"] = rendered
            values["intro_text"] = self._texts.to_plain_text(str(rendered))
        return self._templates.render(template, **values).to(to)
