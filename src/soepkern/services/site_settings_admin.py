"""Saving the settings of one category (`POST /web/admin/save_variables`)."""

from __future__ import annotations

from collections.abc import Mapping

from soepkern.domain import mail_texts, site_settings
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.setting_inputs import InputKind, document_problem, input_kind, input_problem
from soepkern.domain.site_settings import Category, VariableType
from soepkern.domain.times import format_time, parse_time_input
from soepkern.ports import HtmlSanitizer, MailTextChecker, UnitOfWorkFactory

UNKNOWN_CATEGORY = "Onbekende categorie."
TIME_INVALID = "Vul een geldige tijd in, bijvoorbeeld 11:30."
TOO_LONG = "Deze tekst is te lang."
MAX_TEXT = 20_000
SAVED = "Variabelen opgeslagen"


def _category(name: object) -> Category:
    try:
        return Category(str(name))
    except ValueError:
        raise ValidationFailed.single("category", UNKNOWN_CATEGORY) from None


def clean_values(
    category: Category,
    values: Mapping[str, object],
    sanitizer: HtmlSanitizer,
    mail_texts_checker: MailTextChecker | None = None,
) -> dict[str, str]:
    """The stored strings for the category's variables present in `values` (others are ignored)."""
    errors = ValidationErrors()
    cleaned: dict[str, str] = {}
    for key in site_settings.category_keys(category):
        if key not in values:
            continue
        definition = site_settings.definition(key)
        try:
            value = site_settings.storage_value(definition, values[key])
        except ValidationFailed as failure:
            for field, messages in failure.errors.items():
                for message in messages:
                    errors.add(field, message)
            continue
        if len(value) > MAX_TEXT:
            errors.add(key, TOO_LONG)
            continue
        if definition.type is VariableType.EDITOR:
            value = sanitizer.clean(value)
            problem = mail_text_problem(key, value, mail_texts_checker)
            if problem is not None:
                errors.add(key, problem)
                continue
        elif definition.type is VariableType.INPUT:
            value = value.strip() if input_kind(key) is not InputKind.TEXT else value
            if (problem := input_problem(key, value)) is not None:
                errors.add(key, problem)
                continue
        elif definition.type is VariableType.FILE_UPLOAD:
            value = value.strip()
            if (problem := document_problem(value)) is not None:
                errors.add(key, problem)
                continue
        elif definition.type is VariableType.TIMEPICKER and value:
            parsed = parse_time_input(value)
            if parsed is None:
                errors.add(key, TIME_INVALID)
                continue
            value = format_time(parsed)
        if key == "website_closed_message":
            value = site_settings.closed_message_rule(value)
        if key == "redirect_after_donation" and not site_settings.is_same_site_path(value.strip() or "/"):
            errors.add(key, site_settings.REDIRECT_INVALID)
            continue
        if key == "redirect_after_donation":
            value = value.strip() or "/"
        cleaned[key] = value
    errors.raise_if_any()
    return cleaned


def mail_text_problem(key: str, text: str, checker: MailTextChecker | None) -> str | None:
    """For a managers' e-mail text: the Dutch refusal when it uses an unknown placeholder or broken braces."""
    if key not in mail_texts.ALLOWED_PLACEHOLDERS:
        return None
    if checker is None:
        return mail_texts.text_problem(key, text)
    return checker.problem(key, text)


async def save_variables(
    body: Mapping[str, object],
    sanitizer: HtmlSanitizer,
    uow_factory: UnitOfWorkFactory,
    mail_texts_checker: MailTextChecker | None = None,
) -> None:
    category = _category(body.get("category"))
    cleaned = clean_values(category, body, sanitizer, mail_texts_checker)
    async with uow_factory(write=True) as uow:
        await uow.settings_values.save(cleaned)
        uow.shop_data_changed()
        await uow.commit()
