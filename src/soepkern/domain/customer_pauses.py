"""Standing customers on pause (issue 27 item 4, decision 0079): from one day to another, both included, with a
reason such as 'vakantie'. The bulk order skips a customer whose pause covers the order day and names the reason;
a pause ends by itself (nothing has to be switched back), and one that has ended is no longer shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

import attrs

from soepkern.domain.dates import format_date, parse_iso_date
from soepkern.domain.errors import ValidationErrors

MAX_REASON_LENGTH = 255
# Pauses are for holidays and hospital stays, not for ending a standing order: at most about a year ahead.
MAX_PAUSE_DAYS = 400

DATE_INVALID = "Vul een geldige datum in."
END_BEFORE_START = "De einddatum moet op of na de begindatum liggen."
ALREADY_OVER = "Deze periode is al voorbij."
TOO_LONG = f"Een pauze duurt hoogstens {MAX_PAUSE_DAYS} dagen."
REASON_REQUIRED = "Vul een reden in, bijvoorbeeld vakantie."
REASON_TOO_LONG = f"De reden mag maximaal {MAX_REASON_LENGTH} tekens zijn."


def _after_start(instance: CustomerPause, _attribute: attrs.Attribute[date], value: date) -> None:
    if value < instance.van:
        raise ValueError("a pause ends on or after its first day")


@attrs.frozen
class CustomerPause:
    id: int | None
    customer_id: int
    van: date
    tot: date = attrs.field(validator=_after_start)
    reden: str

    def covers(self, day: date) -> bool:
        """Whether `day` lies in the pause (both ends included)."""
        return self.van <= day <= self.tot

    def ended(self, today: date) -> bool:
        return self.tot < today

    @property
    def description(self) -> str:
        """'vakantie, 01-07-2026 t/m 21-07-2026': for the dry run and the screens."""
        return f"{self.reden}, {format_date(self.van)} t/m {format_date(self.tot)}"


def pause_on(pauses: Iterable[CustomerPause], day: date) -> CustomerPause | None:
    """The pause covering `day` (the earliest starting when several do), or None."""
    covering = [p for p in pauses if p.covers(day)]
    return min(covering, key=lambda p: (p.van, p.id or 0)) if covering else None


def paused_reason(pause: CustomerPause) -> str:
    """Why the bulk order skips this customer on a day inside the pause."""
    return f"Gepauzeerd ({pause.description})."


@attrs.frozen
class PauseForm:
    van: str = ""
    tot: str = ""
    reden: str = ""


def _date(errors: ValidationErrors, field: str, text: str) -> date | None:
    try:
        return parse_iso_date(text.strip())
    except ValueError:
        errors.add(field, DATE_INVALID)
        return None


def checked_pause(customer_id: int, form: PauseForm, today: date) -> CustomerPause:
    """The pause the form describes; raises ValidationFailed with Dutch messages per field."""
    errors = ValidationErrors()
    van, tot = _date(errors, "van", form.van), _date(errors, "tot", form.tot)
    reden = " ".join(form.reden.split())
    if not reden:
        errors.add("reden", REASON_REQUIRED)
    elif len(reden) > MAX_REASON_LENGTH:
        errors.add("reden", REASON_TOO_LONG)
    if van is not None and tot is not None:
        if tot < van:
            errors.add("tot", END_BEFORE_START)
        elif tot < today:
            errors.add("tot", ALREADY_OVER)
        elif (tot - van).days + 1 > MAX_PAUSE_DAYS:
            errors.add("tot", TOO_LONG)
    errors.raise_if_any()
    assert van is not None and tot is not None
    return CustomerPause(id=None, customer_id=customer_id, van=van, tot=tot, reden=reden)
