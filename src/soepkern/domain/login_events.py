"""Login events in the audit trail (the Logboek): a login, a failed attempt, a lock and a manager's unlock, each with
the account's id (when the address is an account), the address masked and the client's network address truncated.

Truncated addresses (IPv4 to /24, IPv6 to /48) and masked e-mail addresses tell a manager where attempts come from
and which address they aimed at, without the log holding a visitor's full address.
"""

from __future__ import annotations

import ipaddress
from datetime import datetime

from soepkern.domain.audit import AuditAction, AuditedType, AuditEntry

UNKNOWN_ADDRESS = "onbekend"


def truncate_client_address(address: str) -> str:
    """`203.0.113.57` -> `203.0.113.0/24`, `2001:db8:1:2::5` -> `2001:db8:1::/48`; anything else 'onbekend'."""
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return UNKNOWN_ADDRESS
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = 24 if ip.version == 4 else 48
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def mask_email(email: str) -> str:
    """`sanne@example.nl` -> `sa…@example.nl`: enough to recognise, not enough to collect addresses."""
    local, at, domain = email.partition("@")
    if not at:
        return local[:2] + "…"
    return f"{local[:2]}…@{domain[:100]}"


def login_event(
    action: AuditAction,
    *,
    account_id: int | None,
    account_name: str,
    email: str,
    client: str,
    at: datetime,
    by: tuple[int | None, str] | None = None,
) -> AuditEntry:
    """One Logboek line; `by` is the staff member who acted (an unlock), else the account itself."""
    user_id, user_name = by if by is not None else (account_id, account_name)
    return AuditEntry(
        user_id=user_id,
        user_name=user_name,
        at=at,
        entity_type=AuditedType.LOGIN.value,
        entity_id=account_id,
        action=action,
        before={},
        after={"email": mask_email(email), "adres": client},
    )
