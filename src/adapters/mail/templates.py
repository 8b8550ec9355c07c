"""Every e-mail's Dutch text, rendered with jinja2 from templates/<name>.txt and templates/<name>.html.

Each `<name>.txt` defines `{% block subject %}`; the HTML part is optional per mail. HTML is autoescaped, text is not
(it is never interpreted); a missing context variable is an error (StrictUndefined), never an empty spot in a mail.
Files whose name starts with `_` are no mails but pieces the mails share, each in one place (decision 0120): the
opening lines (`_parts.*`), the order days, the button, the monthly gift's link, how a donation mail ends.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import jinja2

from soepkern.domain.mail import MailMessage

TEMPLATE_DIR = Path(__file__).parent / "templates"


@attrs.frozen
class RenderedMail:
    subject: str
    text: str
    html: str | None
    template: str = ""

    def to(self, address: str, *, reply_to: str | None = None) -> MailMessage:
        return MailMessage(
            to=address,
            subject=self.subject,
            text=self.text,
            html=self.html,
            reply_to=reply_to,
            template=self.template,
        )


class MailTemplates:
    def __init__(self, directory: Path = TEMPLATE_DIR) -> None:
        self._env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(directory),
            autoescape=jinja2.select_autoescape(enabled_extensions=("html",), default_for_string=False),
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
            auto_reload=False,  # the templates ship with the code: no stat of the file on every mail
        )

    def prepare(self, *templates: str) -> None:
        """Compiles these templates now (about 10 ms each) instead of on their first mail, e.g. the order mails at
        start-up, so that the first orders of an opening rush do not compile them in the checkout (decision 0108)."""
        for template in templates:
            self._env.get_template(f"{template}.txt")
            self._html_template(template)

    def _html_template(self, template: str) -> jinja2.Template | None:
        try:
            return self._env.get_template(f"{template}.html")
        except jinja2.TemplateNotFound:
            return None

    def render(self, template: str, /, **context: Any) -> RenderedMail:
        """Renders `<template>.txt` (and `<template>.html` when present); `template` is positional-only, so that
        `name` stays free as a context variable."""
        text_template = self._env.get_template(f"{template}.txt")
        subject_block = text_template.blocks.get("subject")
        if subject_block is None:
            raise LookupError(f"mail template {template}.txt has no subject block")
        subject = " ".join("".join(subject_block(text_template.new_context(context))).split())
        text = text_template.render(context)
        html = self._render_html(template, {**context, "subject": subject})
        return RenderedMail(subject=subject, text=text, html=html, template=template)

    def _render_html(self, template: str, context: dict[str, Any]) -> str | None:
        html_template = self._html_template(template)
        return None if html_template is None else html_template.render(context)
