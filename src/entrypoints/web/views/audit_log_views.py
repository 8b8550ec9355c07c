"""The audit trail for managers: who changed what in the back office (docs/decisions/0020-audit-trail.md,
docs/api.md 'Audit trail')."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.auth import staff_view
from entrypoints.web.keys import CONTAINER
from entrypoints.web.paging import page_params, paged_json
from soepkern.domain.audit import AuditedType, AuditEntry
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import audit

TYPE_UNKNOWN = "Kies een onderdeel uit de lijst."
USER_UNKNOWN = "Kies een medewerker uit de lijst."


def audit_entry_json(entry: AuditEntry) -> dict[str, Any]:
    return {
        "id": entry.id,
        "at": unstructure(entry.at),
        "user_id": entry.user_id,
        "user_name": entry.user_name,
        "type": entry.entity_type,
        "entity_id": entry.entity_id,
        "action": entry.action.value,
        "before": entry.before,
        "after": entry.after,
    }


def _filters(request: web.Request) -> tuple[str | None, int | None]:
    errors: dict[str, list[str]] = {}
    entity_type = request.query.get("type", "").strip() or None
    if entity_type is not None and entity_type not in set(AuditedType):
        errors["type"] = [TYPE_UNKNOWN]
    raw_user = request.query.get("user", "").strip()
    user_id = None
    if raw_user:
        if raw_user.isdigit() and len(raw_user) <= 9:
            user_id = int(raw_user)
        else:
            errors["user"] = [USER_UNKNOWN]
    if errors:
        raise ValidationFailed(errors)
    return entity_type, user_id


@staff_view(Area.AUDIT_LOG)
async def audit_log(request: web.Request, _actor: User) -> web.Response:
    entity_type, user_id = _filters(request)
    page, per_page = page_params(request)
    entries = await audit.list_entries(
        request.app[CONTAINER].uow_factory, page, per_page, entity_type=entity_type, user_id=user_id
    )
    return web.json_response(paged_json(request, entries, audit_entry_json))
