"""The back office's customers: paged list and search, one customer with orders and donations, and editing."""

from __future__ import annotations

import attrs

from soepkern.domain.customer_records import CustomerForm, revise_customer
from soepkern.domain.customers import Customer
from soepkern.domain.donations import Donation
from soepkern.domain.errors import NotFound
from soepkern.ports import Page, UnitOfWorkFactory
from soepkern.services.staff_orders import OrderWithDays, StaffOrderPorts, with_days

NOT_FOUND = "Klant niet gevonden."


@attrs.frozen
class CustomerDetail:
    customer: Customer
    orders: list[OrderWithDays]
    donations: list[Donation]
    bezorg_notitie: str = ""


async def list_customers(
    uow_factory: UnitOfWorkFactory, page: int, per_page: int, search: str | None = None
) -> Page[Customer]:
    async with uow_factory() as uow:
        return await uow.customers.list_page(page, per_page, search)


async def all_customers(uow_factory: UnitOfWorkFactory, per_page: int = 500) -> list[Customer]:
    """Every customer, read page by page in one transaction (`soep customers list`)."""
    found: list[Customer] = []
    async with uow_factory() as uow:
        page = 1
        while True:
            batch = await uow.customers.list_page(page, per_page)
            found.extend(batch.items)
            if page * per_page >= batch.total:
                return found
            page += 1


async def get_customer(customer_id: int, ports: StaffOrderPorts) -> CustomerDetail:
    async with ports.uow_factory() as uow:
        customer = await uow.customers.get(customer_id)
        if customer is None:
            raise NotFound(NOT_FOUND)
        orders = await with_days(uow, await uow.orders.list_for_customer(customer_id))
        donations = await uow.donations.list_for_email(customer.contact.email, customer_id)
        note = await uow.delivery_lists.care_note(customer_id)
    return CustomerDetail(customer, orders, donations, note or "")


async def edit_customer(customer_id: int, form: CustomerForm, uow_factory: UnitOfWorkFactory) -> Customer:
    async with uow_factory(write=True) as uow:
        existing = await uow.customers.get(customer_id)
        if existing is None:
            raise NotFound(NOT_FOUND)
        other = await uow.customers.get_by_email(form.contact.email)
        customer = revise_customer(existing, form, email_taken=other is not None and other.id != customer_id)
        await uow.customers.update(customer)
        if form.bezorg_notitie is not None:
            await uow.delivery_lists.set_care_note(customer_id, form.bezorg_notitie.strip())
        await uow.commit()
    return customer
