"""The composition root: settings -> adapters -> the ports the use cases need. No I/O at import time."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any, TypeVar

import attrs

from adapters.clock import SystemClock
from adapters.db.engine import create_engine, is_sqlite
from adapters.db.migrate import upgrade
from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from adapters.files.gift_statement_pdf import PdfGiftStatements
from adapters.html_sanitizer import Nh3HtmlSanitizer
from adapters.http.builtin_payments import BuiltinPayments
from adapters.http.mollie import MolliePayments
from adapters.http.pdok import PdokAddressLookup
from adapters.images.pillow_store import PillowImageStore
from adapters.mail.file_mailer import FileMailer
from adapters.mail.outbox_worker import OutboxWorker
from adapters.mail.renderer import TemplateMailRenderer
from adapters.mail.smtp_mailer import SmtpMailer
from adapters.mail.text_templates import PlaceholderMailTexts
from adapters.password_strength import ZxcvbnPasswordJudge
from adapters.passwords import Argon2PasswordHasher
from adapters.routing.solvers import default_route_solver
from adapters.stock_view import ProcessStockView
from entrypoints.settings import Settings
from entrypoints.site_copy import text_defaults
from soepkern.domain import site_settings
from soepkern.ports import (
    AddressLookup,
    Clock,
    Effect,
    GiftStatementDocuments,
    HtmlSanitizer,
    Mailer,
    MailRenderer,
    MailTextChecker,
    PasswordHasher,
    PasswordJudge,
    Payments,
    RouteSolver,
    UnitOfWorkFactory,
)
from soepkern.services.auth import AccountPorts
from soepkern.services.bulk_orders import BulkOrderPorts
from soepkern.services.contact import ContactPorts
from soepkern.services.customer_pauses import PausePorts
from soepkern.services.delivery_lists_admin import DeliveryPorts
from soepkern.services.donations import DonationPorts
from soepkern.services.gift_statements import StatementPorts
from soepkern.services.order_days_admin import OrderDayPorts
from soepkern.services.own_orders import OwnOrderPorts
from soepkern.services.picture_files import PicturePorts
from soepkern.services.route_suggestion import RoutePorts
from soepkern.services.shop import ShopPorts
from soepkern.services.staff_orders import StaffOrderPorts
from soepkern.services.waitlist import WaitlistPorts
from soepkern.services.waitlist_settle import settle_open_days

log = logging.getLogger(__name__)

P = TypeVar("P", bound=attrs.AttrsInstance)
# A port bundle's fields that the container keeps under another name (`Container.ports`).
PORT_SOURCES = {
    "hasher": "password_hasher",
    "judge": "password_judge",
    "images": "image_store",
    "documents": "statement_documents",
    "lookup": "address_lookup",
    "solver": "route_solver",
}


@attrs.define
class AfterCommitEffects:
    """The `AfterCommit` port: what this process does once a change is committed, in one place.

    A queued mail wakes the outbox sender (it sends at once instead of at its next round); changed shop data clears
    every copy of it this process keeps (the stock view; the web app adds its cached answers); a web order's stock
    clears the cached answers that show stock."""

    listeners: dict[Effect, list[Callable[[], None]]] = attrs.field(factory=lambda: {e: [] for e in Effect})

    def on(self, effect: Effect, *actions: Callable[[], None]) -> None:
        self.listeners[effect].extend(actions)

    def committed(self, effects: frozenset[Effect]) -> None:
        for effect in Effect:  # in a fixed order: caches are cleared before the mail is sent
            if effect in effects:
                for action in self.listeners[effect]:
                    action()


@functools.cache
def _bundle_fields(bundle: type[Any]) -> tuple[str, ...]:
    """A port bundle's field names (asked for every checkout)."""
    return tuple(field.name for field in attrs.fields(bundle))


@attrs.define
class Container:
    """The adapters of one process, and every port bundle a use case takes, built here in one style (a property
    per bundle): views and CLI commands pass `container.<area>_ports` and never assemble a bundle themselves."""

    settings: Settings
    clock: Clock
    uow_factory: UnitOfWorkFactory
    image_store: PillowImageStore
    password_hasher: PasswordHasher
    mails: MailRenderer
    sanitizer: HtmlSanitizer
    mail_texts: MailTextChecker = attrs.field(factory=PlaceholderMailTexts)
    address_lookup: AddressLookup | None = None
    mailer: Mailer | None = None
    stock_view: ProcessStockView = attrs.field(factory=ProcessStockView)
    background_tasks: list[asyncio.Task[None]] = attrs.field(factory=list)
    payments: Payments = attrs.field(factory=BuiltinPayments)
    effects: AfterCommitEffects = attrs.field(factory=AfterCommitEffects)
    password_judge: PasswordJudge = attrs.field(factory=ZxcvbnPasswordJudge)
    route_solver: RouteSolver = attrs.field(factory=default_route_solver)
    statement_documents: GiftStatementDocuments = attrs.field(factory=PdfGiftStatements)

    @property
    def account_ports(self) -> AccountPorts:
        return self.ports(AccountPorts)

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Runs `work` after the answer (a task kept until it ends; cancelled at shutdown; a failure is logged)."""
        task = asyncio.create_task(work)
        self.background_tasks.append(task)
        task.add_done_callback(self._background_done)

    def _background_done(self, task: asyncio.Task[None]) -> None:
        if task in self.background_tasks:
            self.background_tasks.remove(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("Background work failed", exc_info=task.exception())

    def ports(self, bundle: type[P]) -> P:
        """A use case's port bundle (an attrs class), each field the container's adapter of that name
        (`PORT_SOURCES` names the others: `public_url` is the settings', `images` the image store, ...)."""
        return bundle(**{name: self._port(name) for name in _bundle_fields(bundle)})

    def _port(self, name: str) -> Any:
        if name == "public_url":
            return self.settings.public_url
        return getattr(self, PORT_SOURCES.get(name, name))

    @property
    def picture_ports(self) -> PicturePorts:
        return self.ports(PicturePorts)

    @property
    def shop_ports(self) -> ShopPorts:
        return self.ports(ShopPorts)

    @property
    def contact_ports(self) -> ContactPorts:
        return self.ports(ContactPorts)

    @property
    def donation_ports(self) -> DonationPorts:
        return self.ports(DonationPorts)

    @property
    def statement_ports(self) -> StatementPorts:
        return self.ports(StatementPorts)

    @property
    def staff_order_ports(self) -> StaffOrderPorts:
        return self.ports(StaffOrderPorts)

    @property
    def own_order_ports(self) -> OwnOrderPorts:
        return self.ports(OwnOrderPorts)

    @property
    def waitlist_ports(self) -> WaitlistPorts:
        return self.ports(WaitlistPorts)

    @property
    def bulk_order_ports(self) -> BulkOrderPorts:
        return self.ports(BulkOrderPorts)

    @property
    def order_day_ports(self) -> OrderDayPorts:
        return self.ports(OrderDayPorts)

    @property
    def delivery_ports(self) -> DeliveryPorts:
        return self.ports(DeliveryPorts)

    @property
    def route_ports(self) -> RoutePorts:
        return self.ports(RoutePorts)

    @property
    def pause_ports(self) -> PausePorts:
        return self.ports(PausePorts)


def build_mailer(settings: Settings) -> Mailer:
    """Real SMTP when SOEP_SMTP_HOST is set; otherwise every mail becomes an .eml file under var/outbox/."""
    if settings.smtp is not None:
        return SmtpMailer(settings.smtp, settings.mail_from)
    return FileMailer(settings.outbox_dir, settings.mail_from)


def build_payments(settings: Settings) -> Payments:
    """Mollie when SOEP_MOLLIE_API_KEY is set; otherwise the built-in payment page (development, demonstrations)."""
    if settings.mollie_api_key:
        return MolliePayments(settings.mollie_api_key, settings.mollie_api_url)
    return BuiltinPayments()


SHOP_WRITERS_POSTGRES = 8  # orders of one process writing at once on PostgreSQL (decision 0109)


def shop_writers(database_url: str) -> int:
    """How many orders of one process write at once: on PostgreSQL several (the customer's row lock and the
    conditional stock update decide, as between processes), on SQLite one (its writers take turns anyway, and a
    second one would wait in SQLite's busy handler instead of at the gate)."""
    return 1 if is_sqlite(database_url) else SHOP_WRITERS_POSTGRES


@contextlib.asynccontextmanager
async def build_container(settings: Settings) -> AsyncIterator[Container]:
    engine = create_engine(settings.database_url)
    address_lookup = PdokAddressLookup(settings.pdok_url)
    payments = build_payments(settings)
    stock_view = ProcessStockView(writers=shop_writers(settings.database_url))
    effects = AfterCommitEffects()
    effects.on(Effect.SHOP_DATA_CHANGED, stock_view.invalidate)  # the web app adds its response cache
    try:
        yield Container(
            settings=settings,
            clock=SystemClock(),
            uow_factory=SqlUnitOfWorkFactory(engine, effects),
            image_store=PillowImageStore(settings.pictures_dir),
            password_hasher=Argon2PasswordHasher(),
            mails=TemplateMailRenderer(),
            sanitizer=Nh3HtmlSanitizer(),
            address_lookup=address_lookup,
            mailer=build_mailer(settings),
            payments=payments,
            stock_view=stock_view,
            effects=effects,
        )
    finally:
        if isinstance(payments, MolliePayments):
            await payments.close()
        await address_lookup.close()
        await engine.dispose()


@contextlib.asynccontextmanager
async def running_outbox(container: Container, interval: float = 5.0) -> AsyncIterator[OutboxWorker]:
    """Sends queued mails in the background until the block ends: every `interval` seconds, and at once when a
    committed change queued one (`Effect.MAIL_QUEUED`)."""
    if container.mailer is None:
        raise RuntimeError("running_outbox needs a container with a mailer")
    ports = container.waitlist_ports

    last = [float("-inf")]

    async def settle_waitlists() -> None:
        """Expired offers pass on, staff edits and raised stock flow on (decision 0073); at most once an interval."""
        now = asyncio.get_running_loop().time()
        if now - last[0] >= interval:
            last[0] = now
            await settle_open_days(ports.uow_factory, ports.mails, ports.public_url, ports.clock)

    worker = OutboxWorker(
        container.uow_factory,
        container.mailer,
        container.clock,
        interval,
        chores=settle_waitlists,
        busy=container.stock_view.busy,  # not between the orders of an opening rush (decision 0108)
    )
    container.effects.on(Effect.MAIL_QUEUED, worker.wake)
    worker.start()
    try:
        yield worker
    finally:
        container.effects.listeners[Effect.MAIL_QUEUED].remove(worker.wake)
        await worker.stop()


async def prepare_database(container: Container, *, migrate: bool) -> None:
    """Applies pending migrations (safe twice) and fills missing settings variables with their defaults (the page
    texts' from the website's copy)."""
    if migrate:
        await upgrade(container.settings.database_url)
    async with container.uow_factory(write=True) as uow:
        await uow.settings_values.insert_missing(site_settings.defaults(text_defaults()))
        await uow.commit()
