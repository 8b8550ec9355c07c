"""`soep customers import`: create or update customers by e-mail address, all in one transaction or not at all."""

from __future__ import annotations

import attrs

from soepkern.domain.customer_import import CheckedImport, RowFailure, merged
from soepkern.domain.users import normalise_email
from soepkern.ports import UnitOfWorkFactory


@attrs.frozen
class ImportReport:
    created: list[str]  # e-mail addresses
    updated: list[str]
    failures: list[RowFailure]
    applied: bool


async def import_customers(checked: CheckedImport, uow_factory: UnitOfWorkFactory, *, apply: bool) -> ImportReport:
    """What the import does (a dry run unless `apply`); with any failing row nothing is stored."""
    created: list[str] = []
    updated: list[str] = []
    if checked.failures:
        return ImportReport(created, updated, checked.failures, applied=False)
    async with uow_factory(write=apply) as uow:
        for row in checked.rows:
            email = normalise_email(str(row.values["email"]))
            existing = await uow.customers.get_by_email(email)
            customer = merged(row, existing)
            if existing is None:
                created.append(email)
                if apply:
                    await uow.customers.add(customer)
            else:
                updated.append(email)
                if apply:
                    await uow.customers.update(customer)
        if apply:
            await uow.commit()
    return ImportReport(created, updated, [], applied=apply)
