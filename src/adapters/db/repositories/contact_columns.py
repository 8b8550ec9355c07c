"""The ten contact columns of the orders and customers rows, to and from one `ContactDetails` (decision 0092).

The tables keep their flat columns; only the spelling of the house-number addition differs per table.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.engine import RowMapping

from soepkern.domain.contact_details import CONTACT_FIELDS, ContactDetails

ORDERS_ADDITION = "huisnummer_extension"  # the orders table keeps the API's name
CUSTOMERS_ADDITION = "huisnummer_extensie"


def _column(field: str, addition: str) -> str:
    return addition if field == "huisnummer_extensie" else field


def contact_columns(addition: str) -> tuple[str, ...]:
    """The table's names of the contact columns (`addition`: its column of the house-number addition)."""
    return tuple(_column(field, addition) for field in CONTACT_FIELDS)


def contact_values(contact: ContactDetails, addition: str) -> dict[str, Any]:
    """The columns of `contact` (`addition`: the table's column of the house-number addition)."""
    return {_column(field, addition): value for field, value in contact.fields().items()}


def contact_of(row: RowMapping, addition: str) -> ContactDetails:
    return ContactDetails(**{field: row[_column(field, addition)] for field in CONTACT_FIELDS})
