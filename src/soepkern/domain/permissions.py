"""Who may do what in the back office: one table, used by every admin route on the server."""

from __future__ import annotations

from enum import StrEnum


class Area(StrEnum):
    DASHBOARD = "dashboard"
    USERS = "users"
    PICTURES = "pictures"
    CONTACT_SUBJECTS = "contact_subjects"
    SETTINGS = "settings"
    ORDER_DAYS = "order_days"
    ORDERS = "orders"
    PRODUCTS = "products"
    POSTAL_CODES = "postal_codes"
    BLACKLIST = "blacklist"
    CUSTOMERS = "customers"
    DELIVERY_LISTS = "delivery_lists"
    OWN_ACCOUNT = "own_account"
    # Privacy (AVG): a customer's data export and erasing a customer; managers only (docs/decisions/0017-privacy.md).
    PRIVACY = "privacy"
    # The audit trail (who changed what); managers only (docs/decisions/0020-audit-trail.md).
    AUDIT_LOG = "audit_log"
    # Every donation with its donor, the totals and the bookkeeping export; managers only.
    DONATIONS = "donations"


_SOUP_WORK = frozenset(
    {
        Area.ORDER_DAYS,
        Area.ORDERS,
        Area.PRODUCTS,
        Area.POSTAL_CODES,
        Area.BLACKLIST,
        Area.CUSTOMERS,
        Area.DELIVERY_LISTS,
        Area.OWN_ACCOUNT,
    }
)

PERMISSIONS: dict[str, frozenset[Area]] = {
    "superuser": frozenset(Area),
    "beheerder": frozenset(Area),
    "soep_coordinator": _SOUP_WORK,
}


def may(rol: str, area: Area) -> bool:
    return area in PERMISSIONS.get(rol, frozenset())
