"""SQLAlchemy Core tables: one MetaData with a naming convention. Constraints back the domain's invariants."""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    Column,
    Date,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    text,
)

from adapters.db.types import UtcDateTime

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(column_0_label)s",
        "uq": "uq_%(table_name)s_%(column_0_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

settings_values = Table(
    "settings_values",
    metadata,
    Column("key", String(100), primary_key=True),
    Column("value", Text, nullable=False),
)

users = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(255), nullable=False),
    Column("email", String(255), nullable=False, unique=True),
    Column("telefoonnummer", String(50), nullable=False, server_default=""),
    Column("rol", String(30), nullable=False),
    Column("status", String(20), nullable=False),
    Column("password_hash", String(255)),
    # failed_attempts and locked are no longer used (the lockout counts per address in login_failures, migration
    # login_failures); they stay because dropping them rebuilds on SQLite a table that others reference.
    Column("failed_attempts", Integer, nullable=False, server_default="0"),
    Column("locked", Boolean, nullable=False, server_default="0"),
    Column("uitgenodigd", UtcDateTime),
    Column("laatste_inlog", UtcDateTime),
    CheckConstraint("rol IN ('superuser', 'beheerder', 'soep_coordinator')", name="rol"),
    CheckConstraint("status IN ('actief', 'gedeactiveerd')", name="status"),
    CheckConstraint("failed_attempts >= 0", name="failed_attempts"),
    sqlite_autoincrement=True,
)

pictures = Table(
    "pictures",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("uuid", String(36), nullable=False, unique=True),
    Column("slug", String(255), nullable=False, unique=True),
    Column("naam", String(255), nullable=False),
    Column("category", String(60)),
)

products = Table(
    "products",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("naam", String(255), nullable=False),
    Column("slug", String(300), nullable=False, unique=True),
    Column("status", String(20), nullable=False),
    Column("prijs", Integer, nullable=False),
    Column("korting", Integer, nullable=False, server_default="0"),
    Column("visible", Boolean, nullable=False, server_default="1"),
    Column("omschrijving", Text, nullable=False, server_default=""),
    CheckConstraint("status IN ('concept', 'beschikbaar', 'niet_beschikbaar')", name="status"),
    CheckConstraint("prijs >= 0", name="prijs"),
    CheckConstraint("korting >= 0 AND korting <= prijs", name="korting"),
)

product_pictures = Table(
    "product_pictures",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("product_id", ForeignKey("products.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("uuid", String(36), nullable=False, unique=True),
    Column("position", Integer, nullable=False),
    Column("name", String(255), nullable=False, server_default=""),
    CheckConstraint("position >= 1", name="position"),
)

order_days = Table(
    "order_days",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("bestellingsdag", Date, nullable=False, index=True),
    Column("bestelling_openings_timestamp", UtcDateTime, nullable=False),
    Column("bestelling_sluitings_timestamp", UtcDateTime, nullable=False),
    Column("bestelling_zichtbaar_timestamp", UtcDateTime, nullable=False),
    Column("bestelling_onzichtbaar_timestamp", UtcDateTime, nullable=False),
    Column("maximale_producten_per_klant", Integer, nullable=False, server_default="1"),
    Column("inschrijving_geopend", Boolean, nullable=False),
    Column("zichtbaar", Boolean, nullable=False),
    Column("created_by", ForeignKey("users.id", ondelete="SET NULL")),
    CheckConstraint("maximale_producten_per_klant >= 1", name="max_per_klant"),
    CheckConstraint("bestelling_sluitings_timestamp > bestelling_openings_timestamp", name="closing_after_opening"),
    CheckConstraint(
        "bestelling_onzichtbaar_timestamp > bestelling_zichtbaar_timestamp", name="invisible_after_visible"
    ),
    sqlite_autoincrement=True,
)

order_day_products = Table(
    "order_day_products",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("orderday_id", ForeignKey("order_days.id", ondelete="CASCADE"), nullable=False),
    Column("product_id", ForeignKey("products.id", ondelete="RESTRICT"), nullable=False, index=True),
    Column("hoeveelheid", Integer, nullable=False),
    Column("besteld", Integer, nullable=False, server_default="0"),
    UniqueConstraint("orderday_id", "product_id", name="uq_order_day_products_day_product"),
    CheckConstraint("hoeveelheid >= 0", name="hoeveelheid"),
    CheckConstraint("besteld >= 0 AND besteld <= hoeveelheid", name="besteld_within_hoeveelheid"),
)

customers = Table(
    "customers",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("voornaam", String(255), nullable=False),
    Column("achternaam", String(255), nullable=False),
    Column("email", String(255), nullable=False, unique=True),
    Column("telefoonnummer", String(50), nullable=False, server_default=""),
    Column("postcode", String(6), nullable=False, server_default=""),
    Column("huisnummer", Integer),
    Column("huisnummer_extensie", String(20), nullable=False, server_default=""),
    Column("straat", String(255), nullable=False, server_default=""),
    Column("plaats", String(255), nullable=False, server_default=""),
    Column("bedrijfsnaam", String(255), nullable=False, server_default=""),
    Column("vaste_klant", Boolean, nullable=False, server_default="0"),
    Column("vaste_klant_mailen", Boolean, nullable=False, server_default="0"),
    Column("vaste_klant_producten", Integer),
    Column("vaste_klant_bezorgkeuze", String(10)),
    CheckConstraint("vaste_klant_producten IS NULL OR vaste_klant_producten >= 1", name="vaste_klant_producten"),
    CheckConstraint(
        "vaste_klant_bezorgkeuze IS NULL OR vaste_klant_bezorgkeuze IN ('ophalen', 'bezorgen')",
        name="vaste_klant_bezorgkeuze",
    ),
    # The care note for the delivery round (migration delivery_lists).
    Column("bezorg_notitie", String(255)),
    # The address's point, PDOK's centroide_ll in WGS84 degrees, both or neither
    # (migration 0014, decision 0078; no CHECK: on SQLite it would rebuild the table).
    Column("lat", Float),
    Column("lon", Float),
    sqlite_autoincrement=True,
)
Index("ix_customers_achternaam", customers.c.achternaam)

# Standing customers on pause from `van` to `tot`, both included (migration 0015, decision 0079).
customer_pauses = Table(
    "customer_pauses",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("customer_id", ForeignKey("customers.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("van", Date, nullable=False),
    Column("tot", Date, nullable=False),
    Column("reden", String(255), nullable=False),
    CheckConstraint("tot >= van", name="tot_after_van"),
    sqlite_autoincrement=True,
)

orders = Table(
    "orders",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("uuid", String(36), nullable=False, unique=True),
    Column("customer_id", ForeignKey("customers.id", ondelete="SET NULL"), index=True),
    Column("voornaam", String(255), nullable=False),
    Column("achternaam", String(255), nullable=False),
    Column("email", String(255), nullable=False, index=True),
    Column("telefoonnummer", String(50), nullable=False),
    Column("postcode", String(6), nullable=False),
    Column("huisnummer", Integer, nullable=False),
    Column("huisnummer_extension", String(20), nullable=False, server_default=""),
    Column("straat", String(255), nullable=False),
    Column("plaats", String(255), nullable=False),
    Column("bedrijfsnaam", String(255), nullable=False, server_default=""),
    Column("bezorg_optie", String(10), nullable=False),
    Column("bron", String(20), nullable=False),
    Column("opmerking", String(1000), nullable=False, server_default=""),
    Column("email_verzonden", Boolean, nullable=False, server_default="0"),
    Column("created_at", UtcDateTime, nullable=False, index=True),
    # A whole order cancelled by the customer's own link (migration 0016_order_changes, issue 26).
    Column("geannuleerd_at", UtcDateTime),
    CheckConstraint("bezorg_optie IN ('ophalen', 'bezorgen')", name="bezorg_optie"),
    CheckConstraint("bron IN ('webshop', 'admin', 'vaste_klant')", name="bron"),
    # The address's point, PDOK's centroide_ll in WGS84 degrees, both or neither
    # (migration 0014, decision 0078; no CHECK: on SQLite it would rebuild the table).
    Column("lat", Float),
    Column("lon", Float),
    sqlite_autoincrement=True,
)

order_lines = Table(
    "order_lines",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("order_id", ForeignKey("orders.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("orderday_id", ForeignKey("order_days.id", ondelete="RESTRICT"), nullable=False, index=True),
    Column("orderday_product_id", ForeignKey("order_day_products.id", ondelete="RESTRICT"), nullable=False),
    Column("hoeveelheid", Integer, nullable=False),
    Column("naam", String(255), nullable=False),
    Column("prijs", Integer, nullable=False),
    Column("korting", Integer, nullable=False),
    UniqueConstraint("order_id", "orderday_product_id", name="uq_order_lines_order_row"),
    CheckConstraint("hoeveelheid >= 1", name="hoeveelheid"),
    CheckConstraint("prijs >= 0 AND korting >= 0", name="money"),
)

donations = Table(
    "donations",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("customer_id", ForeignKey("customers.id", ondelete="SET NULL"), index=True),
    Column("bedrag", Integer, nullable=False),
    Column("anoniem", Boolean, nullable=False),
    Column("zakelijk", Boolean, nullable=False),
    Column("bedrijfsnaam", String(255), nullable=False, server_default=""),
    Column("voornaam", String(255), nullable=False, server_default=""),
    Column("achternaam", String(255), nullable=False, server_default=""),
    Column("email", String(255), nullable=False, server_default=""),
    Column("postcode", String(6), nullable=False, server_default=""),
    Column("huisnummer", String(20), nullable=False, server_default=""),
    Column("straat", String(255), nullable=False, server_default=""),
    Column("plaats", String(255), nullable=False, server_default=""),
    Column("betaal_methode", String(20), nullable=False),
    Column("status", String(20), nullable=False),
    Column("payment_id", String(100), unique=True),
    Column("created_at", UtcDateTime, nullable=False),
    CheckConstraint("bedrag >= 1", name="bedrag"),
    # Added by the migration "contact_and_donations":
    Column("uuid", String(36), unique=True),
    Column("updated_at", UtcDateTime),
    # Added by the migration "monthly_gifts" (0018):
    Column("gift_id", ForeignKey("monthly_gifts.id", ondelete="RESTRICT"), index=True),
    Column("recurring", Boolean, nullable=False, server_default="0"),
    sqlite_autoincrement=True,
)
Index("ix_donations_email", donations.c.email)

# Monthly gifts through Mollie's recurring API (migration "monthly_gifts", decision 0080).
monthly_gifts = Table(
    "monthly_gifts",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("uuid", String(36), nullable=False, unique=True),
    Column("bedrag", Integer, nullable=False),
    Column("zakelijk", Boolean, nullable=False),
    Column("bedrijfsnaam", String(255), nullable=False, server_default=""),
    Column("voornaam", String(255), nullable=False, server_default=""),
    Column("achternaam", String(255), nullable=False, server_default=""),
    Column("email", String(255), nullable=False, server_default="", index=True),
    Column("postcode", String(6), nullable=False, server_default=""),
    Column("huisnummer", String(20), nullable=False, server_default=""),
    Column("straat", String(255), nullable=False, server_default=""),
    Column("plaats", String(255), nullable=False, server_default=""),
    Column("status", String(20), nullable=False),
    Column("mollie_customer_id", String(100), nullable=False, server_default=""),
    Column("subscription_id", String(100), unique=True),
    Column("start_date", Date),
    Column("token_hash", String(64), unique=True),
    Column("created_at", UtcDateTime, nullable=False),
    Column("updated_at", UtcDateTime),
    Column("stopped_at", UtcDateTime),
    CheckConstraint("bedrag >= 1", name="bedrag"),
    sqlite_autoincrement=True,
)

# Yearly gift statements mailed (decision 0082): one row per year and donor (a hash of the address), so a rerun of
# `soep donations statements --send` mails nobody twice.
gift_statement_mails = Table(
    "gift_statement_mails",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("year", Integer, nullable=False),
    Column("donor_key", String(64), nullable=False),
    Column("sent_at", UtcDateTime, nullable=False),
    UniqueConstraint("year", "donor_key", name="uq_gift_statement_mails_year_donor"),
    sqlite_autoincrement=True,
)

postal_ranges = Table(
    "postal_ranges",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("postcode_begin", String(6), nullable=False),
    Column("postcode_eind", String(6), nullable=False),
    Column("huisnummer_begin", Integer),
    Column("huisnummer_eind", Integer),
    Column("omschrijving", String(255), nullable=False, server_default=""),
    Column("actief", Boolean, nullable=False),
    CheckConstraint("postcode_eind >= postcode_begin", name="postcode_order"),
    CheckConstraint(
        "(huisnummer_begin IS NULL AND huisnummer_eind IS NULL) OR "
        "(huisnummer_begin IS NOT NULL AND huisnummer_eind IS NOT NULL AND huisnummer_eind >= huisnummer_begin)",
        name="huisnummers",
    ),
)

blacklist_items = Table(
    "blacklist_items",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("created_by", ForeignKey("users.id", ondelete="SET NULL")),
    Column("postcode", String(6), index=True),
    Column("huisnummer", Integer),
    Column("email", String(255), index=True),
    Column("omschrijving", String(255), nullable=False, server_default=""),
    Column("straat", String(255), nullable=False, server_default=""),
    Column("plaats", String(255), nullable=False, server_default=""),
    CheckConstraint("postcode IS NOT NULL OR email IS NOT NULL", name="postcode_or_email"),
)

delivery_lists = Table(
    "delivery_lists",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("orderday_id", ForeignKey("order_days.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("naam", String(255), nullable=False),
    Column("route_link", String(2000), nullable=False, server_default=""),
    Column("bezorger", ForeignKey("users.id", ondelete="SET NULL")),
    Column("status", String(30), nullable=False),
    sqlite_autoincrement=True,
)

delivery_list_addresses = Table(
    "delivery_list_addresses",
    metadata,
    Column("delivery_list_id", ForeignKey("delivery_lists.id", ondelete="CASCADE"), primary_key=True),
    Column("order_id", ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True),
    Column("sort_key", Integer, nullable=False),
    CheckConstraint("sort_key >= 0", name="sort_key"),
    # Delivery lists (migration delivery_lists): a tick per address, and an order on at most one list.
    Column("bezorgd_at", UtcDateTime),
    UniqueConstraint("order_id", name="uq_delivery_list_addresses_order_id"),
)

mail_outbox = Table(
    "mail_outbox",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("recipient", String(255), nullable=False),
    Column("subject", String(500), nullable=False),
    Column("text_body", Text, nullable=False),
    Column("html_body", Text),
    Column("reply_to", String(255)),
    # The order whose confirmation this is (migration outbox_order): sending it ticks the order's email_verzonden.
    Column("order_id", ForeignKey("orders.id", ondelete="SET NULL"), index=True),
    Column("attempts", Integer, nullable=False, server_default="0"),
    Column("next_attempt_at", UtcDateTime, nullable=False),
    Column("sent_at", UtcDateTime),
    Column("last_error", Text),
    Column("created_at", UtcDateTime, nullable=False),
    # Migration numbers_and_secrets (decision 0036): the template a mail was made from, and whether its body was
    # blanked (a login code or link once sent, a body past its retention period, an erased customer's mail).
    Column("template", String(50), nullable=False, server_default=""),
    Column("body_redacted", Boolean, nullable=False, server_default="0"),
)
Index("ix_mail_outbox_pending", mail_outbox.c.sent_at, mail_outbox.c.next_attempt_at)

# Files sent with a queued mail (migration outbox_attachments, decision 0088): kept while the mail's body is, so a
# retry sends the same file; they go with the body when it is blanked.
mail_attachments = Table(
    "mail_attachments",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("mail_id", ForeignKey("mail_outbox.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("position", Integer, nullable=False, server_default="0"),
    Column("filename", String(200), nullable=False),
    Column("content_type", String(100), nullable=False),
    Column("data", LargeBinary, nullable=False),
)

idempotency_keys = Table(
    "idempotency_keys",
    metadata,
    Column("scope", String(50), primary_key=True),
    Column("key", String(100), primary_key=True),
    Column("status", Integer, nullable=False),
    Column("body", Text, nullable=False),
    Column("created_at", UtcDateTime, nullable=False),
    # Migration numbers_and_secrets: a hash of the request body the key was first used with (decision 0037).
    Column("fingerprint", String(64), nullable=False, server_default=""),
)

login_attempts = Table(
    "login_attempts",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("code_hash", String(64), nullable=False),
    Column("created_at", UtcDateTime, nullable=False),
    Column("last_mail_at", UtcDateTime, nullable=False),
    Column("used_at", UtcDateTime),
    Column("code_guesses", Integer, nullable=False, server_default="0"),
)

# Failed logins per e-mail address, known or not (migration login_failures, decision 0033).
login_failures = Table(
    "login_failures",
    metadata,
    Column("email", String(255), primary_key=True),
    Column("failures", Integer, nullable=False),
    Column("locks", Integer, nullable=False, server_default="0"),
    Column("locked_until", UtcDateTime, index=True),
    Column("updated_at", UtcDateTime, nullable=False, index=True),
)

staff_sessions = Table(
    "staff_sessions",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("created_at", UtcDateTime, nullable=False),
    Column("last_seen_at", UtcDateTime, nullable=False),
)

user_tokens = Table(
    "user_tokens",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("purpose", String(20), nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("created_at", UtcDateTime, nullable=False),
    Column("used_at", UtcDateTime),
    CheckConstraint("purpose IN ('password_reset', 'invitation')", name="purpose"),
)

# The private link of an order's confirmation mail (migration 0016_order_changes, issue 26, decision 0072): only
# the token's hash, and the moment the link stops working (the last closing moment of the order's days).
order_change_links = Table(
    "order_change_links",
    metadata,
    Column("order_id", ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("expires_at", UtcDateTime, nullable=False),
)

# The waitlist (migration 0017_waitlist, issue 26, decision 0073): one row per wish for a sold-out soup. `details`
# holds the checked checkout's customer fields (the order made when an offer is taken); `token_hash` is the hash of
# the leave/accept link's token (a new token is mailed with each offer). At most one open wish per person per soup.
_WAITLIST_OPEN = "state IN ('wachtend', 'aanbod')"
waitlist_entries = Table(
    "waitlist_entries",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("orderday_id", ForeignKey("order_days.id", ondelete="CASCADE"), nullable=False),
    Column("orderday_product_id", ForeignKey("order_day_products.id", ondelete="CASCADE"), nullable=False),
    Column("details", JSON, nullable=False),
    Column("email_key", String(255), nullable=False),
    Column("wanted", Integer, nullable=False),
    Column("joined_at", UtcDateTime, nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("state", String(10), nullable=False),
    Column("offered_at", UtcDateTime),
    Column("offer_expires_at", UtcDateTime),
    Column("order_id", ForeignKey("orders.id", ondelete="SET NULL")),
    CheckConstraint("state IN ('wachtend', 'aanbod', 'genomen', 'verlopen', 'verlaten', 'gesloten')", name="state"),
    Index("ix_waitlist_entries_orderday_id", "orderday_id", "state"),
    Index(
        "ux_waitlist_entries_waiting",
        "orderday_product_id",
        "email_key",
        unique=True,
        sqlite_where=text(_WAITLIST_OPEN),
        postgresql_where=text(_WAITLIST_OPEN),
    ),
)

# The contact form (migration "contact_and_donations").
contact_messages = Table(
    "contact_messages",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("naam", String(255), nullable=False),
    Column("bedrijf", String(255), nullable=False, server_default=""),
    Column("email", String(255), nullable=False),
    Column("telefoonnummer", String(50), nullable=False, server_default=""),
    Column("onderwerp", String(100), nullable=False),
    Column("vraag", Text, nullable=False),
    Column("ontvanger", String(255), nullable=False),
    Column("created_at", UtcDateTime, nullable=False, index=True),
)

contact_subjects = Table(
    "contact_subjects",
    metadata,
    Column("naam", String(100), primary_key=True),
    Column("email", String(255), nullable=False, server_default=""),
)
# Standing-customer bulk orders: at most one 'vaste_klant' order per customer per order day (the backstop for
# two staff members pressing the button at once); the row goes when its order is deleted.
standing_orders = Table(
    "standing_orders",
    metadata,
    Column("orderday_id", ForeignKey("order_days.id", ondelete="CASCADE"), primary_key=True),
    Column("customer_id", ForeignKey("customers.id", ondelete="CASCADE"), primary_key=True),
    Column("order_id", ForeignKey("orders.id", ondelete="CASCADE"), nullable=False, index=True),
)

# --- Admin search (migration orders_search): a normalised search column on orders and customers, filled on
# every write (soepkern.domain.search), keyset-friendly ordering of orders, and postcode look-ups. On PostgreSQL
# the `zoek` indexes are pg_trgm GIN indexes (fragments like '%jan%'); where the extension cannot be created,
# and on SQLite, they are plain indexes of the same name.
orders.append_column(Column("zoek", Text, nullable=False, server_default=""))
# The mailbox the order's address reaches (soepkern.domain.email_address.mailbox_key; migration numbers_and_secrets,
# decision 0038): the per-customer maximum counts by it, so `naam+2@` or a Gmail dot is the same customer.
orders.append_column(Column("email_key", String(255), nullable=False, server_default=""))
Index("ix_orders_email_key", orders.c.email_key)
customers.append_column(Column("zoek", Text, nullable=False, server_default=""))
Index("ix_orders_created_at_id", orders.c.created_at, orders.c.id)
Index("ix_orders_postcode", orders.c.postcode)
Index("ix_customers_postcode", customers.c.postcode)
Index("ix_order_lines_orderday_product_id", order_lines.c.orderday_product_id)
Index("ix_orders_zoek", orders.c.zoek, postgresql_using="gin", postgresql_ops={"zoek": "gin_trgm_ops"})
Index("ix_customers_zoek", customers.c.zoek, postgresql_using="gin", postgresql_ops={"zoek": "gin_trgm_ops"})
# --- Admin list speed (migration admin_list_speed, decision 0023): the exact number of orders without counting
# them. PostgreSQL keeps it with statement-level triggers on `orders` (insert, delete, truncate), one row per
# shard (the writing backend's pid modulo 64, so concurrent shop orders rarely wait for each other); the total is
# the sum of the rows. SQLite counts its smallest index in a millisecond or two and leaves this table empty.
order_count_shards = Table(
    "order_count_shards",
    metadata,
    Column("shard", Integer, primary_key=True, autoincrement=False),
    Column("n", BigInteger, nullable=False),
)
# Rate-limit counters shared by every server process (PostgreSQL): one row per limit, hashed key and fixed window.
rate_limit_counters = Table(
    "rate_limit_counters",
    metadata,
    Column("name", String(50), primary_key=True),
    Column("key_hash", String(64), primary_key=True),
    Column("window_start", BigInteger, primary_key=True),
    Column("hits", Integer, nullable=False),
    Column("expires_at", BigInteger, nullable=False, index=True),
)
# Privacy (AVG): who exported or erased whose data, and the retention runs (migration privacy_log).
privacy_log = Table(
    "privacy_log",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("action", String(20), nullable=False),
    Column("customer_id", Integer, index=True),
    Column("user_id", ForeignKey("users.id", ondelete="SET NULL")),
    Column("user_name", String(255), nullable=False, server_default=""),
    Column("detail", String(1000), nullable=False, server_default=""),
    Column("created_at", UtcDateTime, nullable=False, index=True),
)

# The audit trail: who changed what in the back office, with the changed fields before and after (migration
# audit_log, docs/decisions/0020-audit-trail.md). user_id has no foreign key: the entry outlives the user.
audit_log = Table(
    "audit_log",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", Integer),
    Column("user_name", String(255), nullable=False, server_default=""),
    Column("created_at", UtcDateTime, nullable=False, index=True),
    Column("entity_type", String(30), nullable=False),
    Column("entity_id", Integer),
    Column("action", String(10), nullable=False),
    Column("before", JSON, nullable=False),
    Column("after", JSON, nullable=False),
    Index("ix_audit_log_entity_type_id", "entity_type", "id"),
    Index("ix_audit_log_user_id_id", "user_id", "id"),
)
