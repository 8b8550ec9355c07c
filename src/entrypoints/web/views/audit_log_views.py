"""The audit trail for managers: who changed what in the back office (docs/decisions/0020-audit-trail.md,
docs/api.md 'Audit trail')."""

from __future__ import annotations

from aiohttp import web

from adapters.serialization import write_renamed
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR
from entrypoints.web.paging import PAGING, Paged, page_params
from entrypoints.web.route_table import RouteTable
from soepkern.domain.audit import AuditedType, AuditEntry
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import audit

TYPE_UNKNOWN = "Kies een onderdeel uit de lijst."
USER_UNKNOWN = "Kies een medewerker uit de lijst."

routes = RouteTable("audit")


write_renamed(AuditEntry, entity_type="type")


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


@routes.get(
    "/web/admin/audit-log",
    "Who changed what in the back office, newest first",
    access=Area.AUDIT_LOG,
    answer=Paged[AuditEntry],
    query={**PAGING, "type": STR, "user": STR},
)
async def audit_log(request: web.Request, _actor: User) -> Paged[AuditEntry]:
    entity_type, user_id = _filters(request)
    page, per_page = page_params(request)
    entries = await audit.list_entries(
        request.app[CONTAINER].uow_factory, page, per_page, entity_type=entity_type, user_id=user_id
    )
    return Paged.of(request, entries, lambda entry: entry)
