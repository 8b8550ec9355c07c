"""The MailRenderer port on top of the jinja2 templates."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from adapters.mail.templates import MailTemplates
from adapters.mail.text_templates import PlaceholderMailTexts
from soepkern.domain import mail_texts
from soepkern.domain.mail import MailMessage

BROKEN_TEXT = (
    "De e-mailtekst uit de instellingen ({key}) kon niet worden gebruikt: {problem} De e-mail staat klaar met de "
    "standaardtekst; met opnieuw versturen gaat hij zo weg."
)


class TemplateMailRenderer:
    def __init__(self, templates: MailTemplates | None = None) -> None:
        self._templates = templates or MailTemplates()
        self._texts = PlaceholderMailTexts()

    def prepare(self, *templates: str) -> None:
        """Compiles these templates now instead of on their first mail (`MailTemplates.prepare`)."""
        self._templates.prepare(*templates)

    def render(self, template: str, to: str, context: Mapping[str, object]) -> MailMessage:
        """A context with `mail_text` (a manager's text with placeholders, of the setting `mail_text_key`) gets it
        filled in as `intro_html` and `intro_text`, which the template shows instead of its own opening lines.

        A stored text that cannot be used (saved before the placeholder rules) never fails the order or donation the
        mail belongs to: the mail is rendered with the template's own opening lines and carries the `problem`, so
        the outbox parks it as failed and staff see it in the failed-mails screen (and can send it after fixing)."""
        values = dict(context)
        mail_text = values.get("mail_text")
        key = str(values.get("mail_text_key") or mail_texts.ORDER_TEXT_KEY)
        problem = None
        if isinstance(mail_text, str) and mail_text.strip():
            try:
                rendered = self._texts.render_html(key, mail_text, values)
            except mail_texts.MailTextBroken as broken:
                problem = BROKEN_TEXT.format(key=key, problem=broken)
            else:
                values["intro_html"] = rendered
                values["intro_text"] = self._texts.to_plain_text(str(rendered))
        message = self._templates.render(template, **values).to(to)
        return message if problem is None else attrs.evolve(message, problem=problem)
