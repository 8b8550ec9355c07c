"""The ports: what the core needs from the outside world, as Protocols. Adapters implement them."""

from __future__ import annotations

import enum
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, AbstractContextManager
from datetime import date, datetime
from typing import Generic, Protocol, Self, TypeVar

import attrs

from soepkern.domain.audit import AuditEntry
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.checkout import CleanCheckout, OrderPlaced, StoredAnswer
from soepkern.domain.contact import ContactMessage
from soepkern.domain.customer_pauses import CustomerPause
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import (
    AddressCandidate,
    DayOrder,
    DeliveryAddress,
    DeliveryDaySummary,
    DeliveryList,
)
from soepkern.domain.donations import Donation, DonationQuery, DonationStatus, DonationTotals, PeriodTotal
from soepkern.domain.gift_statements import Foundation, GiftStatement
from soepkern.domain.lockout import Claim, LockedAddress, NextLock
from soepkern.domain.login import LoginAttempt
from soepkern.domain.mail import FailedMail, MailBodyCutoffs, MailMessage, OutboxItem
from soepkern.domain.monthly_gifts import GiftQuery, GiftStatus, MonthlyGift
from soepkern.domain.order_changes import ChangeLink
from soepkern.domain.order_days import OrderDay
from soepkern.domain.order_export import DateRange, ExportLine
from soepkern.domain.orders import BezorgOptie, Order, OrderLine
from soepkern.domain.pictures import Picture, ProductPicture
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product
from soepkern.domain.retention import PrivacyLogEntry
from soepkern.domain.route_plan import Point
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.statistics import LiveBoard, Statistics, StatisticsPeriod
from soepkern.domain.user_tokens import TokenPurpose, UserToken
from soepkern.domain.users import User
from soepkern.domain.waitlist_records import WaitlistRecord


class Clock(Protocol):
    def now(self) -> datetime:
        """The current moment, timezone-aware UTC, without microseconds."""
        ...


T = TypeVar("T")


@attrs.frozen
class Page(Generic[T]):
    items: Sequence[T]
    total: int
    page: int
    per_page: int


class SettingsValueRepository(Protocol):
    async def get_all(self) -> dict[str, str]: ...
    async def insert_missing(self, defaults: Mapping[str, str]) -> None: ...
    async def save(self, values: Mapping[str, str]) -> None: ...


class UserRepository(Protocol):
    async def add(self, user: User) -> int: ...
    async def get(self, user_id: int) -> User | None: ...
    async def get_by_email(self, email: str) -> User | None: ...
    async def list_all(self) -> list[User]: ...
    async def update(self, user: User) -> None: ...
    async def delete(self, user_id: int) -> None: ...


class PictureRepository(Protocol):
    async def add(self, picture: Picture) -> int: ...
    async def get_by_uuid(self, uuid: str) -> Picture | None: ...
    async def get(self, picture_id: int) -> Picture | None: ...
    async def list_all(self) -> list[Picture]: ...
    async def update(self, picture: Picture) -> None: ...
    async def delete(self, picture_id: int) -> None: ...


class ProductRepository(Protocol):
    async def add(self, product: Product) -> int: ...
    async def get(self, product_id: int) -> Product | None: ...
    async def list_all(self) -> list[Product]: ...
    async def update(self, product: Product) -> None:
        """Saves the product's fields and its pictures (added, moved and removed)."""
        ...

    async def delete(self, product_id: int) -> None: ...
    async def add_picture(self, product_id: int, picture: ProductPicture) -> int: ...


class OrderDayRepository(Protocol):
    async def add(self, day: OrderDay) -> int: ...
    async def get(self, day_id: int) -> OrderDay | None: ...
    async def get_by_row(self, row_id: int) -> OrderDay | None: ...
    async def list_all(self) -> list[OrderDay]: ...
    async def list_visible_between(self, start: datetime, end: datetime) -> list[OrderDay]: ...
    async def update(self, day: OrderDay) -> None:
        """Saves the day and its product rows; rows missing from `day.products` are removed."""
        ...

    async def delete(self, day_id: int) -> None: ...
    async def reserve(self, row_id: int, portions: int) -> bool:
        """Atomically adds `portions` to the row's ordered count if that stays within its total."""
        ...

    async def release(self, row_id: int, portions: int) -> None: ...
    async def move_stock(self, changes: Mapping[int, int]) -> list[int]:
        """Reserves (positive) or releases (negative) portions on several rows, always in ascending row id order, so
        that two transactions never wait for each other's rows in a cycle (no deadlock); the rows whose
        reservation did not fit are returned (and left unchanged)."""
        ...

    async def get_many(self, day_ids: list[int]) -> list[OrderDay]: ...
    async def list_from(self, first_day: date) -> list[OrderDay]: ...


class OrderRepository(Protocol):
    async def add(self, order: Order) -> int: ...
    async def get(self, order_id: int) -> Order | None: ...
    async def list_page(
        self,
        page: int,
        per_page: int,
        *,
        search: str | None = None,
        orderday_id: int | None = None,
        bezorg_optie: BezorgOptie | None = None,
    ) -> Page[Order]:
        """Newest first; `search` matches number, names, e-mail, telephone, postcode, street and place."""
        ...

    async def count_for_orderday(self, day_id: int) -> int: ...
    async def portions_for_customer(self, day_id: int, email: str) -> int: ...
    async def delete(self, order_id: int) -> None: ...
    async def update(self, order: Order) -> None:
        """Saves fields and lines: lines without an id are added, saved lines no longer listed are removed."""
        ...

    async def find(self, key: str) -> Order | None:
        """By order number or uuid."""
        ...

    async def list_for_customer(self, customer_id: int, limit: int = 500) -> list[Order]: ...


class OrderLinkRepository(Protocol):
    """The private link of each order's confirmation mail (issue 26): the token's hash and its expiry."""

    async def save(self, order_id: int, link: ChangeLink) -> None:
        """Stores the order's link, replacing an earlier one (a resent confirmation carries a new token)."""
        ...

    async def get(self, order_id: int) -> ChangeLink | None: ...


class WaitlistRepository(Protocol):
    """The waitlist's records (issue 26 item 2, decision 0073)."""

    async def lock_day(self, day_id: int) -> None:
        """Locks the order day's row until commit (PostgreSQL), so two settles of one day run one after another."""
        ...

    async def add(self, record: WaitlistRecord) -> int: ...
    async def list_open(self, day_id: int) -> list[WaitlistRecord]:
        """The day's waiting records and open offers, first come first."""
        ...

    async def by_token(self, token_hash: str) -> WaitlistRecord | None: ...
    async def get(self, record_id: int) -> WaitlistRecord | None: ...
    async def list_day(self, day_id: int) -> list[WaitlistRecord]:
        """Every record of the day (open and closed), first come first (the staff's view)."""
        ...

    async def update(self, record: WaitlistRecord) -> None:
        """Saves state, token hash, offer moments and order id."""
        ...

    async def open_day_ids(self) -> list[int]:
        """The order days with at least one open record (the worker settles them)."""
        ...


class CustomerRepository(Protocol):
    async def claim(self, customer: Customer) -> Customer:
        """The customer with this e-mail address (created from `customer` when new), locked until commit."""
        ...

    async def add(self, customer: Customer) -> int: ...
    async def get(self, customer_id: int) -> Customer | None: ...
    async def get_by_email(self, email: str) -> Customer | None: ...
    async def update(self, customer: Customer) -> None: ...
    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[Customer]: ...


class MonthlyGiftRepository(Protocol):
    async def add(self, gift: MonthlyGift) -> int: ...
    async def get(self, gift_id: int) -> MonthlyGift | None: ...
    async def get_by_uuid(self, uuid: str) -> MonthlyGift | None: ...
    async def get_by_subscription(self, subscription_id: str) -> MonthlyGift | None: ...
    async def any_running(self) -> bool:
        """Whether any gift has a subscription that may still make payments (active or paused)."""
        ...

    async def get_by_token_hash(self, token_hash: str) -> MonthlyGift | None: ...
    async def set_token_hash(self, gift_id: int, token_hash: str) -> None:
        """The donor's link (hashed); the previous link stops working."""
        ...

    async def list_for_email(self, email: str) -> list[MonthlyGift]:
        """The gifts given with this (normalised) e-mail address, oldest first."""
        ...

    async def select(self, query: GiftQuery, page: int, per_page: int) -> Page[MonthlyGift]:
        """One page of the gifts matching `query` (the managers' list), newest first, and how many match."""
        ...

    async def monthly_total(self) -> int:
        """What the active gifts bring in a month (cents), of all gifts: `monthly_total` counted by the database."""
        ...

    async def set_amount(self, gift_id: int, bedrag: int, at: datetime) -> None: ...

    async def set_customer(self, gift_id: int, mollie_customer_id: str) -> None: ...
    async def start(self, gift_id: int, subscription_id: str, start_date: date) -> bool:
        """The first payment was paid: the subscription runs. Only from `nieuw` (atomic); False otherwise."""
        ...

    async def change_status(self, gift_id: int, new: GiftStatus, only_from: Sequence[GiftStatus], at: datetime) -> bool:
        """Sets the status only while it is one of `only_from` (atomic); `gestopt` also sets `stopped_at`."""
        ...

    async def keep_stopped_subscription(self, gift_id: int, subscription_id: str) -> bool:
        """A gift stopped before its subscription was recorded keeps the subscription's id (to be cancelled): only
        while the gift is `gestopt` and has none (atomic); False otherwise."""
        ...


class GiftStatementMailRepository(Protocol):
    async def claim(self, year: int, donor_key: str, at: datetime) -> bool:
        """Records that the donor's statement of `year` is mailed; False, and nothing recorded, when it was already
        (the caller then mails nothing). Atomic: of two runs at the same moment only one gets True."""
        ...


class DonationRepository(Protocol):
    async def add(self, donation: Donation) -> int: ...
    async def add_payment(self, donation: Donation) -> bool:
        """Adds a donation the provider made (its `payment_id` set) and sets its id; False, and nothing added, when
        a donation with that payment id exists already (a webhook for the same payment at the same moment)."""
        ...

    async def get(self, donation_id: int) -> Donation | None: ...
    async def list_for_customer(self, customer_id: int) -> list[Donation]: ...
    async def list_for_gift(self, gift_id: int) -> list[Donation]:
        """The payments of a monthly gift (the first one included), oldest first."""
        ...

    async def get_by_uuid(self, uuid: str) -> Donation | None: ...
    async def get_by_payment_id(self, payment_id: str) -> Donation | None: ...
    async def list_for_email(self, email: str, customer_id: int | None = None) -> list[Donation]:
        """Donations given with this e-mail address (or linked to the customer), newest first; never anonymous."""
        ...

    async def paid_totals(self, start: datetime | None = None, end: datetime | None = None) -> tuple[int, int]:
        """(number, sum in cents) of paid donations created in [start, end)."""
        ...

    async def select(
        self,
        query: DonationQuery,
        start: datetime | None,
        end: datetime | None,
        page: int = 1,
        per_page: int | None = None,
    ) -> tuple[Page[Donation], DonationTotals]:
        """The donations matching `query` made in [start, end), newest first (one page, or all when `per_page` is
        None), each with `customer_id` set to the customer with the same e-mail address (None: no customer), and
        the totals of the whole selection."""
        ...

    async def month_totals(
        self, query: DonationQuery, start: datetime | None, end: datetime | None
    ) -> list[PeriodTotal]:
        """The totals per month of the business calendar of the donations matching `query` made in [start, end),
        newest first, only months with donations: exactly `period_totals` of the same selection, counted by the
        database."""
        ...

    async def set_payment(self, donation_id: int, payment_id: str) -> None: ...
    async def change_status(
        self, donation_id: int, new: DonationStatus, only_from: Sequence[DonationStatus], at: datetime
    ) -> bool:
        """Sets the status only while it is one of `only_from` (atomic); False when another change came first."""
        ...


class ContactMessageRepository(Protocol):
    async def add(self, message: ContactMessage) -> int: ...
    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[ContactMessage]: ...


class ContactSubjectRepository(Protocol):
    async def addresses(self) -> dict[str, str]: ...
    async def save(self, addresses: Mapping[str, str]) -> None: ...


class PostalRangeRepository(Protocol):
    async def add(self, postal_range: PostalRange) -> int: ...
    async def get(self, range_id: int) -> PostalRange | None: ...
    async def list_all(self) -> list[PostalRange]: ...
    async def update(self, postal_range: PostalRange) -> None: ...
    async def delete(self, range_id: int) -> None: ...


class BlacklistRepository(Protocol):
    async def add(self, item: BlacklistItem) -> int: ...
    async def get(self, item_id: int) -> BlacklistItem | None: ...
    async def list_all(self) -> list[BlacklistItem]: ...
    async def update(self, item: BlacklistItem) -> None: ...
    async def delete(self, item_id: int) -> None: ...


class DeliveryListRepository(Protocol):
    async def add(self, delivery_list: DeliveryList) -> int: ...
    async def get(self, list_id: int) -> DeliveryList | None: ...
    async def list_for_orderday(self, day_id: int) -> list[DeliveryList]: ...
    async def update(self, delivery_list: DeliveryList) -> None: ...
    async def save_tick(self, delivery_list: DeliveryList, address: DeliveryAddress) -> None: ...
    async def delete(self, list_id: int) -> None: ...
    async def list_for_orderdays(self, day_ids: Sequence[int]) -> list[DeliveryList]: ...
    async def lists_holding(self, order_ids: Sequence[int]) -> dict[int, DeliveryList]: ...
    async def candidates(self, day_id: int, order_ids: Sequence[int]) -> dict[int, AddressCandidate]: ...
    async def orders_for_day(self, day_id: int) -> list[DayOrder]: ...
    async def day_summaries(self, page: int, per_page: int, today: date, upcoming: bool) -> Page[DeliveryDaySummary]:
        """Order days from `today` on (`upcoming`, ascending) or before it (newest first), with order counts."""
        ...

    async def set_care_note(self, customer_id: int, note: str | None) -> bool: ...
    async def care_note(self, customer_id: int) -> str | None: ...


class OutboxRepository(Protocol):
    async def enqueue(self, message: MailMessage, now: datetime, *, order_id: int | None = None) -> int:
        """Queues a mail; `order_id` names the order whose confirmation it is."""
        ...

    async def enqueue_many(self, messages: Sequence[tuple[MailMessage, int | None]], now: datetime) -> list[int]:
        """Queues several mails (each with the order whose confirmation it is, or None) at once; their ids."""
        ...

    async def due(self, now: datetime, limit: int) -> list[OutboxItem]: ...
    async def claim(self, item_ids: list[int], now: datetime, lease_until: datetime) -> list[int]: ...
    async def mark_sent(self, item_id: int, at: datetime, *, redact: bool = False) -> None:
        """Records the send; when the mail is an order's confirmation, the order's `email_verzonden` becomes true
        in the same transaction (the staff's 'mail verzonden' tick). With `redact` the body is blanked at once."""
        ...

    async def redact_bodies(self, cutoffs: MailBodyCutoffs, secret_templates: frozenset[str]) -> int:
        """Blanks the bodies of mails sent before `cutoffs.sent_before` and of unsent mails from `secret_templates`
        made before `cutoffs.secrets_made_before` (those are never sent any more); returns how many."""
        ...

    async def mark_failed(self, item_id: int, error: str, retry_at: datetime) -> None: ...
    async def given_up(self, parked_at: datetime, limit: int) -> list[FailedMail]: ...
    async def requeue(self, item_id: int, parked_at: datetime, now: datetime) -> bool: ...
    async def waiting_orders(self, order_ids: Sequence[int], parked_at: datetime) -> set[int]:
        """Those of `order_ids` whose confirmation is still on its way: queued, not sent, not parked."""
        ...


class LoginAttemptRepository(Protocol):
    async def add(self, attempt: LoginAttempt) -> int: ...
    async def get_by_token_hash(self, token_hash: str) -> LoginAttempt | None: ...
    async def update(self, attempt: LoginAttempt) -> None: ...
    async def delete_older_than(self, moment: datetime) -> None: ...
    async def claim_guess(self, attempt_id: int, max_guesses: int) -> bool:
        """Counts one code guess on the attempt atomically; False when it had `max_guesses` already (it is dead)."""
        ...

    async def mark_used(self, attempt_id: int, at: datetime) -> bool:
        """False when it was already used (single use, also under concurrency)."""
        ...


class LoginFailureRepository(Protocol):
    """Failed logins per e-mail address (soepkern.domain.lockout); every method is one atomic statement."""

    async def claim(self, key: str, now: datetime) -> Claim:
        """Counts one attempt (not while locked) and answers the count, the locks and the last lock's end."""
        ...

    async def lock(self, key: str, lock: NextLock, now: datetime) -> bool:
        """Locks the address unless it is locked already or a success reset its count; True when this call locked."""
        ...

    async def release(self, key: str) -> None:
        """Gives one claimed count back (a right password in the middle of a login)."""
        ...

    async def reset(self, key: str) -> None:
        """A successful login: the count, the locks and any lock are gone."""
        ...

    async def unlock(self, key: str) -> bool:
        """A manager's unlock; True when the address was locked."""
        ...

    async def locked(self, now: datetime) -> list[LockedAddress]: ...
    async def forget_before(self, moment: datetime, now: datetime) -> None:
        """Drops counts untouched since `moment` that hold no lock (unknown addresses do not pile up)."""
        ...


class StaffSessionRepository(Protocol):
    async def add(self, session: StaffSession) -> int: ...
    async def get_by_token_hash(self, token_hash: str) -> StaffSession | None: ...
    async def touch(self, session_id: int, at: datetime) -> None: ...
    async def delete(self, session_id: int) -> None: ...
    async def delete_for_user(self, user_id: int) -> None: ...
    async def delete_others_of_user(self, user_id: int, keep_token_hash: str) -> None:
        """Ends every session of the user but the one in use."""
        ...


class UserTokenRepository(Protocol):
    async def add(self, token: UserToken) -> int: ...
    async def get_by_token_hash(self, token_hash: str) -> UserToken | None: ...
    async def mark_used(self, token_id: int, at: datetime) -> bool:
        """False when it was already used (single use, also under concurrency)."""
        ...

    async def revoke_for_user(self, user_id: int, purpose: TokenPurpose, at: datetime) -> None: ...


class IdempotencyRepository(Protocol):
    """The checkout results stored under the client's idempotency key, for every process to answer a retry."""

    async def get(self, key: str) -> StoredAnswer | None: ...
    async def get_many(self, keys: list[str]) -> dict[str, StoredAnswer]:
        """The answers stored under any of `keys`, by key (one query)."""

    async def save(self, key: str, placed: OrderPlaced, now: datetime, *, fingerprint: str = "") -> bool:
        """Stores the result with the request's fingerprint; False when another request with the same key got there
        first."""
        ...


class StatisticsQueries(Protocol):
    async def summary(self, period: StatisticsPeriod) -> Statistics:
        """The managers' counts over the order days in `period` (all time when unbounded)."""
        ...

    async def live_board(self, now: datetime, recent_since: datetime) -> LiveBoard | None:
        """The open order day whose registration closes first, or else the next to open (None when none)."""
        ...


class StandingOrderRepository(Protocol):
    """What the standing-customer bulk order reads and locks (adapters/db/repositories/standing_orders.py)."""

    async def list_standing_customers(self) -> list[Customer]: ...
    async def lock_day(self, day_id: int) -> None: ...
    async def lock_customers(self, customer_ids: Sequence[int]) -> list[Customer]: ...
    async def served(self, day_id: int) -> frozenset[int]: ...
    async def portions_by_email(self, day_id: int, emails: Sequence[str]) -> dict[str, int]: ...
    async def claim(self, day_id: int, customer_id: int, order_id: int) -> bool:
        """Records the customer's standing order of this day; False when one exists already."""
        ...


class OrderExportRepository(Protocol):
    """The bookkeeping export's read (adapters/db/repositories/order_export.py)."""

    async def count_lines(self, period: DateRange) -> int: ...
    def stream_lines(self, period: DateRange) -> AsyncIterator[list[ExportLine]]:
        """Chunks of order lines, read with a server-side cursor (bounded memory)."""
        ...


class TableSink(Protocol):
    """A spreadsheet file being written row by row (adapters/xlsx/table_files.py)."""

    def append(self, values: Sequence[object]) -> None: ...
    def close(self) -> None: ...


class PrivacyRepository(Protocol):
    """Privacy (AVG): inactive customers, anonymising, contact messages by age or address, the privacy log."""

    async def customer_activity(self) -> list[tuple[int, str, datetime | None]]: ...
    async def has_open_order(self, customer_id: int, email: str, today: date) -> bool: ...
    async def anonymise_customer(self, customer_id: int, email: str) -> None: ...
    async def anonymise_donor(self, email: str) -> int:
        """A donor who is no customer: the personal fields of every donation and monthly gift of the address go
        (amounts and dates stay), and their mails are redacted. Returns how many donations were theirs."""
        ...

    async def contact_messages_from(self, email: str) -> list[ContactMessage]: ...
    async def delete_contact_messages_from(self, email: str) -> int: ...
    async def count_contact_messages_before(self, moment: datetime) -> int: ...
    async def delete_contact_messages_before(self, moment: datetime) -> int: ...
    async def count_records_before(self, moment: datetime) -> int: ...
    async def anonymise_records_before(self, moment: datetime) -> int: ...
    async def log(self, entry: PrivacyLogEntry) -> int: ...
    async def list_log(self, limit: int = 200) -> list[PrivacyLogEntry]: ...


@attrs.frozen
class AddressToLocate:
    """A customer's or an order's address that has no coordinates yet (decision 0078)."""

    id: int
    postcode: str
    huisnummer: int
    toevoeging: str


class CoordinatesRepository(Protocol):
    """The coordinates kept with the addresses of customers and orders (PDOK's `centroide_ll`, decision 0078)."""

    async def customers_without(self) -> list[AddressToLocate]:
        """Customers with a postcode and house number but no coordinates, by id."""
        ...

    async def delivery_orders_without(self, since: date) -> list[AddressToLocate]:
        """Delivery orders with a line on an order day from `since` on and no coordinates, by id."""
        ...

    async def set_customer(self, customer_id: int, point: Point) -> None: ...

    async def set_order(self, order_id: int, point: Point) -> None: ...

    async def of_orders(self, order_ids: Sequence[int]) -> dict[int, Point]:
        """The coordinates of these orders that have them."""
        ...


class CustomerPauseRepository(Protocol):
    """Standing customers' pauses (decision 0079)."""

    async def add(self, pause: CustomerPause) -> int: ...

    async def delete(self, pause_id: int) -> CustomerPause | None:
        """Removes the pause; the removed one, or None when there is none with this id."""
        ...

    async def not_ended(self, today: date, customer_id: int | None = None) -> list[CustomerPause]:
        """Pauses that end today or later (of one customer, or of all), by first day."""
        ...

    async def covering(self, day: date, customer_ids: Sequence[int]) -> dict[int, CustomerPause]:
        """Per customer the pause covering `day` (the earliest starting), for those that have one."""
        ...


class AuditLogRepository(Protocol):
    """The audit trail (soepkern.services.audit): written in the unit of work of the change it records."""

    async def add(self, entry: AuditEntry) -> int: ...
    async def list_page(
        self, page: int, per_page: int, *, entity_type: str | None = None, user_id: int | None = None
    ) -> Page[AuditEntry]:
        """Newest first."""
        ...

    async def count_before(self, moment: datetime) -> int: ...
    async def delete_before(self, moment: datetime) -> int: ...


class UnitOfWork(Protocol):
    settings_values: SettingsValueRepository
    users: UserRepository
    pictures: PictureRepository
    products: ProductRepository
    order_days: OrderDayRepository
    orders: OrderRepository
    order_links: OrderLinkRepository
    waitlist: WaitlistRepository
    customers: CustomerRepository
    donations: DonationRepository
    monthly_gifts: MonthlyGiftRepository
    gift_statement_mails: GiftStatementMailRepository
    postal_ranges: PostalRangeRepository
    blacklist: BlacklistRepository
    delivery_lists: DeliveryListRepository
    outbox: OutboxRepository
    idempotency: IdempotencyRepository
    login_attempts: LoginAttemptRepository
    login_failures: LoginFailureRepository
    staff_sessions: StaffSessionRepository
    user_tokens: UserTokenRepository
    statistics: StatisticsQueries
    contact_messages: ContactMessageRepository
    contact_subjects: ContactSubjectRepository
    standing_orders: StandingOrderRepository
    order_export: OrderExportRepository
    privacy: PrivacyRepository
    audit_log: AuditLogRepository
    coordinates: CoordinatesRepository
    customer_pauses: CustomerPauseRepository

    async def __aenter__(self) -> Self: ...
    async def __aexit__(self, *exc_info: object) -> None:
        """Rolls back whatever was not committed."""
        ...

    async def commit(self) -> None: ...

    def shop_data_changed(self) -> None:
        """This transaction changes what the shop shows: `Effect.SHOP_DATA_CHANGED` once committed (`AfterCommit`).

        Queuing a mail in `outbox` is collected the same way, as `Effect.MAIL_QUEUED`."""
        ...

    def stock_taken(self) -> None:
        """A web order took stock: `Effect.STOCK_TAKEN` once committed."""
        ...


class UnitOfWorkFactory(Protocol):
    def __call__(self, *, write: bool = False) -> UnitOfWork:
        """A read transaction by default; `write=True` takes the write lock at the start (SQLite)."""
        ...


class HtmlSanitizer(Protocol):
    def clean(self, html: str) -> str:
        """Keeps only safe markup: no scripts, no event handlers, links only to http(s), mailto and tel."""
        ...


class MailTextChecker(Protocol):
    def problem(self, key: str, text: str) -> str | None:
        """The Dutch refusal of the managers' e-mail text `key` about to be saved (anything but plain text and known
        `{{ placeholders }}`), or None; an accepted text has been rendered once."""
        ...


class PasswordHasher(Protocol):
    def hash(self, password: str) -> str: ...
    def verify(self, password_hash: str, password: str) -> bool: ...


class PasswordJudge(Protocol):
    def problems(self, password: str, context: Sequence[str]) -> list[str]:
        """Dutch messages for a new password that is too short, too long, common, breached or easy to guess given
        the words in `context` (soepkern.domain.passwords.password_context); empty when it is fine."""
        ...

    def score(self, password: str, context: Sequence[str]) -> int:
        """Strength from 0 (guessed at once) to 4, for the screens' strength bar."""
        ...


class MailRenderer(Protocol):
    def render(self, template: str, to: str, context: Mapping[str, object]) -> MailMessage:
        """A ready-to-send message from one of the e-mail templates (Dutch, HTML and plain text)."""
        ...


class Mailer(Protocol):
    async def send(self, message: MailMessage) -> None:
        """Delivers one message now; raises on failure (the outbox retries)."""
        ...


@attrs.frozen
class Address:
    straat: str
    plaats: str
    #: The address's point (PDOK's `centroide_ll`), when the service gave one; not part of equality.
    point: Point | None = attrs.field(default=None, eq=False)


class AddressLookup(Protocol):
    async def lookup(self, postcode: str, huisnummer: int, toevoeging: str = "") -> Address | None:
        """The street and place of an address; None when unknown. Raises LookupUnavailable when the service is down."""
        ...


class RouteSolver(Protocol):
    async def shortest_path(self, points: Sequence[Point]) -> list[int]:
        """Indices 1..n of `points` in a short visiting order from points[0], an open path (decision 0078)."""
        ...


class LookupUnavailable(Exception):
    """The address service could not be reached in time."""


class PaymentUnavailable(Exception):
    """The payment provider could not be reached, refused the request or answered something unexpected."""


class PaymentNotFound(PaymentUnavailable):
    """The provider answered that it does not know the payment (or subscription) asked for."""


@attrs.frozen
class PaymentLink:
    payment_id: str
    checkout_url: str


@attrs.frozen
class PaymentInfo:
    """What the provider knows of a payment: a first payment carries the mandate it made, a subscription's payment
    the subscription (Mollie's `sequenceType`: oneoff, first or recurring)."""

    payment_id: str
    status: str
    amount_cents: int
    sequence_type: str = "oneoff"
    customer_id: str = ""
    mandate_id: str = ""
    subscription_id: str = ""


@attrs.frozen
class Subscription:
    subscription_id: str
    status: str
    amount_cents: int
    next_payment_date: date | None = None


class Payments(Protocol):
    async def create_payment(
        self,
        *,
        amount_cents: int,
        description: str,
        redirect_url: str,
        webhook_url: str | None,
        metadata: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        customer_id: str | None = None,
    ) -> PaymentLink:
        """A payment; with `customer_id` the customer's first payment (`sequenceType: first`), creating a mandate."""
        ...

    async def status(self, payment_id: str) -> str: ...
    async def payment(self, payment_id: str) -> PaymentInfo: ...
    async def create_customer(self, *, name: str, email: str, idempotency_key: str | None = None) -> str:
        """A customer at the provider (for a mandate and a subscription); returns its id."""
        ...

    async def create_subscription(
        self,
        *,
        customer_id: str,
        amount_cents: int,
        start_date: date,
        description: str,
        webhook_url: str | None,
        metadata: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> Subscription:
        """A subscription charging `amount_cents` every month from `start_date` (interval "1 month")."""
        ...

    async def subscription(self, customer_id: str, subscription_id: str) -> Subscription: ...
    async def update_subscription(self, customer_id: str, subscription_id: str, amount_cents: int) -> Subscription: ...
    async def cancel_subscription(self, customer_id: str, subscription_id: str) -> None:
        """Cancels the subscription (no further payments); an already cancelled one is fine."""
        ...


@attrs.frozen
class Crop:
    x: int
    y: int
    width: int
    height: int


class ImageStore(Protocol):
    def store(self, data: bytes, crop: Crop | None = None) -> str:
        """Verifies, cleans and stores an image with its resized variants; returns its new uuid."""
        ...

    async def put(self, data: bytes, crop: Crop | None = None) -> str:
        """`store` without blocking the event loop; raises InvalidImage (soepkern.domain.pictures)."""
        ...

    def delete(self, uuid: str) -> None: ...


class SpreadsheetWriter(Protocol):
    def write(self, title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> bytes: ...


class GiftStatementDocuments(Protocol):
    def render(self, statement: GiftStatement, foundation: Foundation) -> bytes:
        """The yearly gift statement "Overzicht van uw giften <jaar>" as a PDF (decision 0082)."""
        ...


class Effect(enum.Enum):
    """What a committed change means outside its transaction (collected by the unit of work)."""

    SHOP_DATA_CHANGED = "shop data changed"  # every copy of the shop's data in this process is forgotten
    STOCK_TAKEN = "stock taken"  # answers that show stock are forgotten (the stock view records its sales itself)
    MAIL_QUEUED = "mail queued"  # the outbox sender looks now instead of at its next round


class AfterCommit(Protocol):
    def committed(self, effects: frozenset[Effect]) -> None:
        """A transaction committed with these effects (never called after a rollback, never with none)."""
        ...


class StockView(Protocol):
    """A process-local, read-mostly copy of the shop's state (switches, visible order days, blacklist, postal
    ranges), so that hopeless orders are turned away without touching the database, and the one write gate per
    process that queued orders pass (adapters/stock_view.py). It only ever says "no" where the database would say
    "no" too (`soepkern.domain.order_days.certain_problems`); the write transaction decides every "yes"."""

    @property
    def write_gate(self) -> AbstractAsyncContextManager[object]: ...
    @property
    def stored_settings(self) -> dict[str, str]: ...
    @property
    def blacklist(self) -> list[BlacklistItem]: ...
    @property
    def postal_ranges(self) -> list[PostalRange]: ...
    async def refresh(self, uow_factory: UnitOfWorkFactory, now: datetime) -> None:
        """Reloads the copy when it is older than the view's time to live."""

    def invalidate(self) -> None:
        """The shop's data changed: the next refresh reloads."""

    def day_of_row(self, row_id: int) -> OrderDay | None: ...
    def checkout_under_way(self) -> AbstractContextManager[None]:
        """A checkout is being decided while the block runs: while any is, and a moment after (an opening rush),
        the process's background work waits."""

    def problems(self, clean: CleanCheckout, now: datetime) -> list[str]:
        """Reasons this order would fail for sure; rows the copy does not know are left to the database."""

    def record_sale(self, lines: list[OrderLine], email: str | None = None) -> None:
        """This process sold `lines` (to `email`: kept as the hint of `likely_over_maximum`)."""

    def likely_over_maximum(self, clean: CleanCheckout) -> OrderDay | None:
        """The order day whose per-customer maximum this process's own sales to the cart's address (and the orders
        of that address it is writing) already reach with this cart: a hint to confirm with a read of the database,
        never a refusal by itself (decision 0126)."""

    def writing(self, clean: CleanCheckout) -> AbstractContextManager[None]:
        """Marks `clean` as being written by this process while the block runs (counted by the hint)."""

    async def written(self, clean: CleanCheckout) -> None:
        """Returns once this process's writes of the cart's address and day that are under way have ended."""

    def record_stock(self, row_id: int, besteld: int) -> None:
        """The database told how much of a row is sold (other processes' sales included)."""

    def remember_answer(self, key: str, answer: StoredAnswer) -> None: ...
    def answer_for(self, key: str) -> StoredAnswer | None: ...
    async def stored_answer(self, uow_factory: UnitOfWorkFactory, key: str) -> StoredAnswer | None:
        """The answer stored under `key` by any process; lookups asked together are answered by one query."""
