"""Contact-form messages and the e-mail address per contact subject."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import delete, func, insert, or_, select, true
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.contact import ContactMessage
from soepkern.ports import Page

_MESSAGE_FIELDS = ("naam", "bedrijf", "email", "telefoonnummer", "onderwerp", "vraag", "ontvanger", "created_at")


def _message(row: RowMapping) -> ContactMessage:
    return ContactMessage(
        id=row["id"],
        naam=row["naam"],
        bedrijf=row["bedrijf"],
        email=row["email"],
        telefoonnummer=row["telefoonnummer"],
        onderwerp=row["onderwerp"],
        vraag=row["vraag"],
        ontvanger=row["ontvanger"],
        created_at=row["created_at"],
    )


class SqlContactMessageRepository(SqlRepository):
    async def add(self, message: ContactMessage) -> int:
        return await self._insert(t.contact_messages, {f: getattr(message, f) for f in _MESSAGE_FIELDS})

    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[ContactMessage]:
        """Newest first; `search` matches name, company, e-mail, phone, subject or question (case-insensitive)."""
        m = t.contact_messages
        condition: Any = true()
        if search and search.strip():
            pattern = f"%{search.strip().lower()}%"
            condition = or_(
                *(func.lower(column).like(pattern) for column in (m.c.naam, m.c.bedrijf, m.c.email, m.c.onderwerp)),
                m.c.telefoonnummer.like(pattern),
                func.lower(m.c.vraag).like(pattern),
            )
        total = int((await self._c.execute(select(func.count()).select_from(m).where(condition))).scalar_one())
        rows = await self._all(
            select(m)
            .where(condition)
            .order_by(m.c.created_at.desc(), m.c.id.desc())
            .limit(per_page)
            .offset((page - 1) * per_page)
        )
        return Page([_message(row) for row in rows], total, page, per_page)


class SqlContactSubjectRepository(SqlRepository):
    async def addresses(self) -> dict[str, str]:
        rows = await self._all(select(t.contact_subjects))
        return {row["naam"]: row["email"] for row in rows}

    async def save(self, addresses: Mapping[str, str]) -> None:
        if not addresses:
            return
        await self._c.execute(delete(t.contact_subjects).where(t.contact_subjects.c.naam.in_(list(addresses))))
        await self._c.execute(insert(t.contact_subjects), [{"naam": k, "email": v} for k, v in addresses.items()])
