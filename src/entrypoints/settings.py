"""Configuration from SOEP_* environment variables (see ../shared/guide/contract.md)."""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
from pathlib import Path

import attrs

from soepkern.domain.retention import RetentionPolicy

DEFAULT_PDOK_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1"


@attrs.frozen
class SmtpSettings:
    host: str
    port: int = 25
    user: str | None = None
    password: str | None = None
    starttls: bool = False


@attrs.frozen
class Settings:
    database_url: str
    data_dir: Path
    secret_key: str
    public_url: str
    smtp: SmtpSettings | None
    mail_from: str
    mollie_api_key: str | None
    mollie_api_url: str | None
    pdok_url: str
    timezone: str
    webapp_dist: Path
    # Operations (docs/deployment.md): /metrics bearer token, reverse proxies whose forwarded headers are believed.
    metrics_token: str | None = None
    trusted_proxies: tuple[str, ...] = ()
    # Privacy (docs/configuration.md, docs/decisions/0017-privacy.md): the retention periods and the daily run.
    retention: RetentionPolicy = attrs.field(factory=RetentionPolicy)
    retention_interval_seconds: float = 24 * 3600

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"

    @property
    def pictures_dir(self) -> Path:
        return self.data_dir / "pictures"

    @property
    def is_https(self) -> bool:
        return self.public_url.startswith("https://")


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in {"1", "true", "yes", "ja", "on"}


def _secret_key(env: Mapping[str, str], data_dir: Path) -> str:
    if env.get("SOEP_SECRET_KEY"):
        return env["SOEP_SECRET_KEY"]
    key_file = data_dir / "secret_key"
    if key_file.exists():
        return key_file.read_text().strip()
    data_dir.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(48)
    key_file.write_text(key)
    key_file.chmod(0o600)
    return key


def project_root() -> Path:
    return Path(__file__).resolve().parents[2]


def load_settings(env: Mapping[str, str] | None = None) -> Settings:
    """Read the configuration; creates the data dir and the secret key file when needed."""
    env = os.environ if env is None else env
    data_dir = Path(env.get("SOEP_DATA_DIR") or project_root() / "var").resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    database_url = env.get("SOEP_DATABASE_URL") or f"sqlite+aiosqlite:///{data_dir / 'soep.sqlite3'}"
    smtp = None
    if env.get("SOEP_SMTP_HOST"):
        smtp = SmtpSettings(
            host=env["SOEP_SMTP_HOST"],
            port=int(env.get("SOEP_SMTP_PORT") or 25),
            user=env.get("SOEP_SMTP_USER") or None,
            password=env.get("SOEP_SMTP_PASSWORD") or None,
            starttls=_truthy(env.get("SOEP_SMTP_STARTTLS")),
        )
    return Settings(
        database_url=database_url,
        data_dir=data_dir,
        secret_key=_secret_key(env, data_dir),
        public_url=(env.get("SOEP_PUBLIC_URL") or "http://localhost:8080").rstrip("/"),
        smtp=smtp,
        mail_from=env.get("SOEP_MAIL_FROM") or "noreply@localhost",
        mollie_api_key=env.get("SOEP_MOLLIE_API_KEY") or None,
        mollie_api_url=env.get("SOEP_MOLLIE_API_URL") or None,
        pdok_url=(env.get("SOEP_PDOK_URL") or DEFAULT_PDOK_URL).rstrip("/"),
        timezone=env.get("SOEP_TIMEZONE") or "Europe/Amsterdam",
        webapp_dist=Path(env.get("SOEP_WEBAPP_DIST") or project_root() / "webapp" / "dist"),
        metrics_token=env.get("SOEP_METRICS_TOKEN") or None,
        trusted_proxies=tuple(p.strip() for p in (env.get("SOEP_TRUSTED_PROXIES") or "").split(",") if p.strip()),
        retention=retention_policy(env),
    )


def retention_policy(env: Mapping[str, str]) -> RetentionPolicy:
    """SOEP_RETENTION_CUSTOMER_YEARS, _CONTACT_MONTHS, _BOOKKEEPING_YEARS, _AUDIT_MONTHS (the audit trail) and
    _MAIL_DAYS (sent mail bodies in the outbox)."""
    default = RetentionPolicy()
    return RetentionPolicy(
        customer_years=int(env.get("SOEP_RETENTION_CUSTOMER_YEARS") or default.customer_years),
        contact_months=int(env.get("SOEP_RETENTION_CONTACT_MONTHS") or default.contact_months),
        bookkeeping_years=int(env.get("SOEP_RETENTION_BOOKKEEPING_YEARS") or default.bookkeeping_years),
        audit_months=int(env.get("SOEP_RETENTION_AUDIT_MONTHS") or default.audit_months),
        mail_body_days=int(env.get("SOEP_RETENTION_MAIL_DAYS") or default.mail_body_days),
    )
