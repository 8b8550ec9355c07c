"""The MailRenderer port on top of the jinja2 templates."""

from __future__ import annotations

from collections.abc import Mapping

from adapters.mail.templates import MailTemplates
from soepkern.domain.mail import MailMessage


class TemplateMailRenderer:
    def __init__(self, templates: MailTemplates | None = None) -> None:
        self._templates = templates or MailTemplates()

    def render(self, template: str, to: str, context: Mapping[str, object]) -> MailMessage:
        return self._templates.render(template, **context).to(to)
