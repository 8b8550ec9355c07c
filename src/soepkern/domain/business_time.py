"""Business time: the day and clock of Europe/Amsterdam, stored as UTC.

Moments are stored and exchanged as UTC ISO-8601 strings without fractional seconds ('2026-11-23T09:00:00Z');
people see and enter them in the business time zone ('23-11-2026 om 10:00'). A calendar day entered on its own
is stored at noon.

A local time that does not exist (the hour skipped on the last Sunday of March) or that exists twice (the
hour repeated on the last Sunday of October) is read with the UTC offset in force before the change
(Python's fold=0): 02:30 on a March change day is 01:30Z (03:30 summer time), 02:30 on an October change day
is 00:30Z (the first, summer-time 02:30).
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo

from soepkern.domain.dates import format_date
from soepkern.domain.times import format_time

BUSINESS_TZ = ZoneInfo("Europe/Amsterdam")
NOON = time(12, 0)

_UTC_ISO = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?"
    r"(?:([Zz])|([+-])([0-9]{2}):?([0-9]{2}))"
)


def _require_aware(moment: datetime) -> None:
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError("a moment needs a time zone")


def combine_business(day: date, at: time, tz: tzinfo = BUSINESS_TZ) -> datetime:
    """The moment (in UTC) at which the business clock shows `at` on `day`."""
    local = datetime(day.year, day.month, day.day, at.hour, at.minute, at.second, tzinfo=tz, fold=0)
    return local.astimezone(UTC)


def at_noon(day: date, tz: tzinfo = BUSINESS_TZ) -> datetime:
    """How a calendar day entered on its own is stored: 12:00 business time, in UTC."""
    return combine_business(day, NOON, tz)


def start_of_business_day(day: date, tz: tzinfo = BUSINESS_TZ) -> datetime:
    """The moment (in UTC) at which `day` begins in the business time zone."""
    return combine_business(day, time(0, 0), tz)


def to_utc_iso(moment: datetime) -> str:
    """The stored form: UTC, whole seconds (a fraction is cut off), always with 'Z'."""
    _require_aware(moment)
    u = moment.astimezone(UTC)
    return f"{u.year:04d}-{u.month:02d}-{u.day:02d}T{u.hour:02d}:{u.minute:02d}:{u.second:02d}Z"


def parse_utc_iso(text: str) -> datetime:
    """Read an ISO-8601 moment with 'Z' or an offset ('+00:00', '+01:00', '+0100'); the result is in UTC.

    Seconds are required and a fraction is allowed (microseconds are kept, further digits cut off). A moment
    without a zone is refused: raises ValueError.
    """
    match = _UTC_ISO.fullmatch(text)
    if match is None:
        raise ValueError(f"not an ISO-8601 moment with a zone: {text!r}")
    year, month, day, hour, minute, second = (int(match.group(i)) for i in range(1, 7))
    microsecond = int((match.group(7) or "").ljust(6, "0")[:6])
    if match.group(8):
        offset = timedelta(0)
    else:
        sign = -1 if match.group(9) == "-" else 1
        offset_hours, offset_minutes = int(match.group(10)), int(match.group(11))
        if offset_hours > 23 or offset_minutes > 59:
            raise ValueError(f"bad UTC offset in {text!r}")
        offset = sign * timedelta(hours=offset_hours, minutes=offset_minutes)
    try:
        local = datetime(year, month, day, hour, minute, second, microsecond, tzinfo=timezone(offset))
        return local.astimezone(UTC)
    except OverflowError as error:
        raise ValueError(f"moment out of range: {text!r}") from error


def business_date(moment: datetime, tz: tzinfo = BUSINESS_TZ) -> date:
    """The calendar day in the business time zone at `moment`."""
    _require_aware(moment)
    return moment.astimezone(tz).date()


def business_time_of_day(moment: datetime, tz: tzinfo = BUSINESS_TZ) -> time:
    """The business clock at `moment`, to the minute (for a separate time input)."""
    _require_aware(moment)
    local = moment.astimezone(tz)
    return time(local.hour, local.minute)


def format_moment(moment: datetime, tz: tzinfo = BUSINESS_TZ) -> str:
    """The display form 'dd-mm-yyyy om HH:MM' in the business time zone."""
    _require_aware(moment)
    local = moment.astimezone(tz)
    return f"{format_date(local.date())} om {format_time(local.time())}"
