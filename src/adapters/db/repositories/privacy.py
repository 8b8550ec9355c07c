"""Privacy (AVG): finding inactive customers, anonymising a customer with their orders and donations, contact
messages by age or address, and the privacy log (docs/decisions/0017-privacy.md)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import delete, exists, func, or_, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from adapters.db.repositories.contact import _message
from adapters.db.repositories.contact_columns import CUSTOMERS_ADDITION, ORDERS_ADDITION, contact_values
from adapters.db.repositories.outbox import REDACTED
from adapters.db.repositories.search import sync_fts
from soepkern.domain.audit import AuditedType
from soepkern.domain.contact import ContactMessage
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.donations import DONOR_FIELDS
from soepkern.domain.monthly_gifts import GiftStatus
from soepkern.domain.retention import (
    ANONYMOUS_EMAIL_DOMAIN,
    ANONYMOUS_NAME,
    ANONYMOUS_ORDER_EMAIL,
    PrivacyLogEntry,
    anonymous_email,
)

ANONYMOUS_ZOEK = "geanonimiseerd"
ERASED_MAIL_SUBJECT = "(gewist)"
_DONATION_PERSONAL = tuple(field for field in DONOR_FIELDS if field != "zakelijk")  # the donor's texts


def _erased(email: str, huisnummer: int | None, addition: str) -> dict[str, Any]:
    """The contact columns of an erased person: a placeholder name, `email`, and nothing else."""
    return contact_values(ContactDetails(ANONYMOUS_NAME, "", email, huisnummer=huisnummer), addition)


def _erased_order(email: str) -> dict[str, Any]:
    """An erased order's personal columns (its house number 0: the column takes no null)."""
    return {**_erased(email, 0, ORDERS_ADDITION), "email_key": email, "opmerking": "", "zoek": ANONYMOUS_ZOEK}


def _log_entry(row: RowMapping) -> PrivacyLogEntry:
    return PrivacyLogEntry(
        id=row["id"],
        action=row["action"],
        customer_id=row["customer_id"],
        user_id=row["user_id"],
        user_name=row["user_name"],
        detail=row["detail"],
        created_at=row["created_at"],
    )


def _of_customer(table: Any, customer_id: int, email: str) -> Any:
    return or_(table.c.customer_id == customer_id, func.lower(table.c.email) == email.lower())


class SqlPrivacyRepository(SqlRepository):
    async def customer_activity(self) -> list[tuple[int, str, dt.datetime | None]]:
        """Every customer not yet anonymised, with the moment of their last order or donation (None: none)."""
        c, o, d = t.customers, t.orders, t.donations
        last_order = select(func.max(o.c.created_at)).where(o.c.customer_id == c.c.id).scalar_subquery()
        last_donation = select(func.max(d.c.created_at)).where(d.c.customer_id == c.c.id).scalar_subquery()
        rows = await self._c.execute(
            select(c.c.id, c.c.email, last_order.label("last_order"), last_donation.label("last_donation"))
            .where(c.c.email.not_like(f"%@{ANONYMOUS_EMAIL_DOMAIN}"))
            .order_by(c.c.id)
        )
        result = []
        for row in rows.mappings():
            moments = [m for m in (row["last_order"], row["last_donation"]) if m is not None]
            result.append((int(row["id"]), str(row["email"]), max(moments) if moments else None))
        return result

    async def has_open_order(self, customer_id: int, email: str, today: dt.date) -> bool:
        """Whether an order of this customer has a line for a delivery day from `today` on."""
        o, line, day = t.orders, t.order_lines, t.order_days
        condition = exists(
            select(line.c.id)
            .join(day, day.c.id == line.c.orderday_id)
            .join(o, o.c.id == line.c.order_id)
            .where(_of_customer(o, customer_id, email), day.c.bestellingsdag >= today)
        )
        return bool((await self._c.execute(select(condition))).scalar_one())

    async def anonymise_customer(self, customer_id: int, email: str) -> None:
        """Replaces the personal fields of the customer, their orders and their donations; amounts stay.

        The audit-trail entries about the customer and their orders go too (they hold the old values).
        """
        o = t.orders
        order_ids = [
            int(r[0]) for r in await self._c.execute(select(o.c.id).where(_of_customer(o, customer_id, email)))
        ]
        await self._anonymise_donations(_of_customer(t.donations, customer_id, email), email)
        if order_ids:
            await self._c.execute(
                update(o).where(o.c.id.in_(order_ids)).values(**_erased_order(anonymous_email(customer_id)))
            )
            for order_id in order_ids:
                await sync_fts(self._c, "orders", order_id, ANONYMOUS_ZOEK)
        await self._c.execute(
            update(t.customers)
            .where(t.customers.c.id == customer_id)
            .values(
                **_erased(anonymous_email(customer_id), None, CUSTOMERS_ADDITION),
                vaste_klant=False,
                vaste_klant_mailen=False,
                vaste_klant_producten=None,
                vaste_klant_bezorgkeuze=None,
                bezorg_notitie=None,
                zoek=ANONYMOUS_ZOEK,
            )
        )
        await sync_fts(self._c, "customers", customer_id, ANONYMOUS_ZOEK)
        await self._erase_mails(anonymous_email(customer_id), email, order_ids)
        a = t.audit_log
        about = (a.c.entity_type == AuditedType.CUSTOMER.value) & (a.c.entity_id == customer_id)
        if order_ids:
            about = about | ((a.c.entity_type == AuditedType.ORDER.value) & a.c.entity_id.in_(order_ids))
        await self._c.execute(delete(a).where(about))

    async def anonymise_donor(self, email: str) -> int:
        """A donor who is no customer, erased on request: their donations and monthly gifts as for a customer, and
        their mails redacted. Returns how many donations were theirs."""
        d = t.donations
        of_donor = func.lower(d.c.email) == email.lower()
        count = int((await self._c.execute(select(func.count()).select_from(d).where(of_donor))).scalar_one())
        await self._anonymise_donations(of_donor, email)
        await self._erase_mails(ANONYMOUS_ORDER_EMAIL, email, [])
        return count

    async def _anonymise_donations(self, of_donor: Any, email: str) -> None:
        """The personal fields of the donations (`of_donor`) and monthly gifts of an address go; amounts, dates,
        statuses and Mollie's ids stay, the private link stops working, and the audit trail's gift statements of
        those donations (which name the address) go."""
        d, g, a = t.donations, t.monthly_gifts, t.audit_log
        donation_ids = select(d.c.id).where(of_donor).scalar_subquery()
        statements = (a.c.entity_type == AuditedType.GIFT_STATEMENT.value) & a.c.entity_id.in_(donation_ids)
        await self._c.execute(delete(a).where(statements))
        await self._c.execute(update(d).where(of_donor).values(**dict.fromkeys(_DONATION_PERSONAL, "")))
        await self._c.execute(
            update(g)
            .where(func.lower(g.c.email) == email.lower())
            .values(**dict.fromkeys(_DONATION_PERSONAL, ""), token_hash=None)
        )

    async def _erase_mails(self, recipient: str, email: str, order_ids: list[int]) -> None:
        """The person's mails in the outbox: to or about them (their orders' confirmations, a reply-to of theirs,
        a staff mail naming their address) keep only template, times and order; address, subject and body go
        (`recipient`: the undeliverable address put in its place)."""
        m = t.mail_outbox
        address = email.lower()
        about = or_(
            func.lower(m.c.recipient) == address,
            func.lower(m.c.reply_to) == address,
            func.lower(m.c.text_body).contains(address, autoescape=True),
            func.lower(m.c.html_body).contains(address, autoescape=True),
        )
        if order_ids:
            about = or_(about, m.c.order_id.in_(order_ids))
        values = {**REDACTED, "recipient": recipient, "reply_to": None}
        await self._c.execute(update(m).where(about).values(**values, subject=ERASED_MAIL_SUBJECT))
        a = t.mail_attachments
        await self._c.execute(delete(a).where(a.c.mail_id.in_(select(m.c.id).where(m.c.body_redacted.is_(True)))))

    def _old_orders(self, moment: dt.datetime) -> Any:
        o = t.orders
        return (o.c.created_at < moment) & (o.c.zoek != ANONYMOUS_ZOEK)

    def _old_donations(self, moment: dt.datetime) -> Any:
        d = t.donations
        personal = or_(*(d.c[f] != "" for f in _DONATION_PERSONAL))
        return (d.c.created_at < moment) & personal

    def _old_gifts(self, moment: dt.datetime) -> Any:
        """Monthly gifts stopped before `moment` (so all their payments are older) that still hold personal data."""
        g = t.monthly_gifts
        personal = or_(*(g.c[f] != "" for f in _DONATION_PERSONAL))
        return (g.c.status == GiftStatus.GESTOPT.value) & (g.c.stopped_at < moment) & personal

    async def count_records_before(self, moment: dt.datetime) -> int:
        """Orders, donations and stopped monthly gifts older than `moment` that still hold personal data."""
        counted = 0
        for table, old in (
            (t.orders, self._old_orders(moment)),
            (t.donations, self._old_donations(moment)),
            (t.monthly_gifts, self._old_gifts(moment)),
        ):
            counted += int((await self._c.execute(select(func.count()).select_from(table).where(old))).scalar_one())
        return counted

    async def anonymise_records_before(self, moment: dt.datetime) -> int:
        """Personal fields of orders and donations older than `moment` replaced; amounts and lines stay."""
        o = t.orders
        order_ids = [int(r[0]) for r in await self._c.execute(select(o.c.id).where(self._old_orders(moment)))]
        if order_ids:
            erased = _erased_order(ANONYMOUS_ORDER_EMAIL)
            await self._c.execute(update(o).where(o.c.id.in_(order_ids)).values(**erased))
            for order_id in order_ids:
                await sync_fts(self._c, "orders", order_id, ANONYMOUS_ZOEK)
        result = await self._c.execute(
            update(t.donations).where(self._old_donations(moment)).values(**dict.fromkeys(_DONATION_PERSONAL, ""))
        )
        gifts = await self._c.execute(
            update(t.monthly_gifts)
            .where(self._old_gifts(moment))
            .values(**dict.fromkeys(_DONATION_PERSONAL, ""), token_hash=None)
        )
        return len(order_ids) + int(result.rowcount) + int(gifts.rowcount)

    async def contact_messages_from(self, email: str) -> list[ContactMessage]:
        m = t.contact_messages
        rows = await self._all(select(m).where(func.lower(m.c.email) == email.lower()).order_by(m.c.id))
        return [_message(row) for row in rows]

    async def delete_contact_messages_from(self, email: str) -> int:
        m = t.contact_messages
        result = await self._c.execute(delete(m).where(func.lower(m.c.email) == email.lower()))
        return int(result.rowcount)

    async def count_contact_messages_before(self, moment: dt.datetime) -> int:
        m = t.contact_messages
        return int((await self._c.execute(select(func.count()).where(m.c.created_at < moment))).scalar_one())

    async def delete_contact_messages_before(self, moment: dt.datetime) -> int:
        result = await self._c.execute(delete(t.contact_messages).where(t.contact_messages.c.created_at < moment))
        return int(result.rowcount)

    async def log(self, entry: PrivacyLogEntry) -> int:
        return await self._insert(
            t.privacy_log,
            {
                "action": entry.action,
                "customer_id": entry.customer_id,
                "user_id": entry.user_id,
                "user_name": entry.user_name,
                "detail": entry.detail,
                "created_at": entry.created_at,
            },
        )

    async def list_log(self, limit: int = 200) -> list[PrivacyLogEntry]:
        p = t.privacy_log
        return [_log_entry(row) for row in await self._all(select(p).order_by(p.c.id.desc()).limit(limit))]
