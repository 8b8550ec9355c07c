"""Health, readiness, Prometheus metrics and structured request logs (docs/deployment.md).

- `GET /healthz`: the process is alive (always 200 while it can answer).
- `GET /readyz`: 200 when the database answers and its migrations are those of this code; otherwise 503 with
  Retry-After (also while migrations run), so a load balancer sends visitors elsewhere.
- `GET /metrics`: Prometheus text, for loopback peers that came without forwarded headers, or with
  `Authorization: Bearer <SOEP_METRICS_TOKEN>`. Each app has its own registry (tests make many apps).
- Every request gets an id (sent back as `X-Request-ID`; an incoming one is kept only from a trusted proxy) and one
  JSON log line on the `soep.access` logger: method, route template (never the raw path), status, duration and id.
  No addresses, query strings, e-mail addresses or codes are logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hmac
import itertools
import json
import logging
import re
import secrets
import sys
from bisect import bisect_left
from collections.abc import Iterator, Mapping
from typing import Any, Literal, TextIO

import attrs
from aiohttp import hdrs, web
from multidict import CIMultiDict
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, generate_latest
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric

from adapters.db.health import database_status, head_revisions, outbox_backlog
from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from adapters.serialization import unstructure
from entrypoints.settings import Settings
from entrypoints.web import keys
from entrypoints.web.compression import REQUEST_ID_HEADER, EncodedResponse
from entrypoints.web.errors import json_error
from entrypoints.web.openapi.schemas import MESSAGE
from entrypoints.web.proxies import PROXIES, TrustedProxies, is_loopback
from entrypoints.web.route_table import RouteTable
from soepkern.domain.errors import NotPermitted

access_log = logging.getLogger("soep.access")

_SANE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:@/+=-]{8,128}$")
READY_RETRY_AFTER_SECONDS = 10
DATABASE_CHECK_TIMEOUT = 3.0
UNMATCHED_ROUTE = "(unmatched)"
REQUEST_LABELS = ["method", "route", "status"]
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

CHECKOUT_ROUTE = "/web/bestellen"
# (route, status) -> reason, for failed staff logins (the views stay untouched: the answer tells it all).
LOGIN_FAILURES: Mapping[tuple[str, int], str] = {
    ("/web/login", 422): "password",
    ("/web/login", 450): "locked",
    ("/web/login", 429): "rate_limited",
    ("/web/validate-2fa-code", 422): "code",
    ("/web/validate-2fa-code", 450): "locked",
    ("/web/validate-2fa-code", 451): "expired",
    ("/web/validate-2fa-code", 429): "rate_limited",
}


# One answer as observed: request id, method, route template, status, duration in nanoseconds.
LogEntry = tuple[str, str, str, int, int]


DRAIN_SECONDS = 0.5  # the longest an answer's entry waits before it is counted and its log line written
DRAIN_AT = 1000  # ... or until this many wait


class RequestSeries:
    """`soep_http_requests_total` and `soep_http_request_duration_seconds` for Prometheus, and the request log.

    A request leaves one entry in a list (one append); the entries are drained together when they are many, half a
    second after the first, when the series is scraped and when the app stops: counted in plain numbers per
    (method, route, status), and written as JSON lines when `soep serve` logs to its standard output. The counts
    become metric families only when scraped: prometheus_client's labelled counter and histogram take a lock and
    several calls per request, which cost more than the catalogue answer itself (decisions 0042 and 0096).
    """

    def __init__(self, buckets: tuple[float, ...] = LATENCY_BUCKETS) -> None:
        self._buckets = buckets
        self._bounds_ns = [round(bound * 1e9) for bound in buckets]
        self._series: dict[tuple[str, str, int], list[Any]] = {}
        self._pending: list[LogEntry] = []
        self._drain_scheduled = False

    def add(self, entry: LogEntry) -> None:
        pending = self._pending
        pending.append(entry)
        if len(pending) >= DRAIN_AT:
            self.drain()
        elif not self._drain_scheduled:
            try:
                asyncio.get_running_loop().call_later(DRAIN_SECONDS, self.drain)
            except RuntimeError:  # no event loop (a script): at once
                self.drain()
                return
            self._drain_scheduled = True

    def drain(self) -> None:
        self._drain_scheduled = False
        entries, self._pending = self._pending, []
        if not entries:
            return
        if _SINK.stream is not None:
            _SINK.write(entries)
        series_of, bounds = self._series, self._bounds_ns
        for _request_id, method, route, status, nanoseconds in entries:
            series = series_of.get((method, route, status))
            if series is None:
                series = series_of[(method, route, status)] = [0, 0, [0] * (len(bounds) + 1)]
            series[0] += 1
            series[1] += nanoseconds
            series[2][bisect_left(bounds, nanoseconds)] += 1

    def collect(self) -> Iterator[Metric]:
        self.drain()
        requests = CounterMetricFamily("soep_http_requests", "HTTP requests answered.", labels=REQUEST_LABELS)
        latency = HistogramMetricFamily(
            "soep_http_request_duration_seconds", "Time to answer, per route template.", labels=["method", "route"]
        )
        per_route: dict[tuple[str, str], list[Any]] = {}
        for (method, route, status), (count, total, buckets) in list(self._series.items()):
            requests.add_metric([method, route, str(status)], count)
            merged = per_route.setdefault((method, route), [0, [0] * len(buckets)])
            merged[0] += total
            merged[1] = [a + b for a, b in zip(merged[1], buckets, strict=True)]
        for (method, route), (total, buckets) in per_route.items():
            cumulative = list(itertools.accumulate(buckets))
            bounds = [*(repr(bound) for bound in self._buckets), "+Inf"]
            latency.add_metric([method, route], list(zip(bounds, cumulative, strict=True)), total / 1e9)
        yield requests
        yield latency


routes = RouteTable("operations")


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.http = RequestSeries()
        r.register(self.http)
        self.orders = Counter("soep_orders", "Checkout outcomes (POST /web/bestellen).", ["outcome"], registry=r)
        self._order_outcomes: dict[str, Counter] = {}
        self.login_failures = Counter("soep_login_failures", "Failed staff login steps.", ["reason"], registry=r)
        self.outbox_pending = Gauge("soep_outbox_pending", "Mails queued and not yet sent.", registry=r)
        self.outbox_oldest_age = Gauge(
            "soep_outbox_oldest_age_seconds", "Age of the oldest unsent mail (0 when none).", registry=r
        )
        self.database_up = Gauge("soep_database_up", "1 when the database answered the last check.", registry=r)

    def observe_post(self, route: str, status: int, body: bytes | None) -> None:
        """The checkout's outcomes and failed staff logins (read from the answer)."""
        if route == CHECKOUT_ROUTE:
            outcome = checkout_outcome(status, body)
            counter = self._order_outcomes.get(outcome)
            if counter is None:  # (prometheus' `labels` looks the child up on every call)
                counter = self._order_outcomes[outcome] = self.orders.labels(outcome)
            counter.inc()
        reason = LOGIN_FAILURES.get((route, status))
        if reason is not None:
            self.login_failures.labels(reason).inc()


def checkout_outcome(status: int, body: bytes | None) -> str:
    if status == 200:
        return "closed" if body is not None and body.strip() == b'"website_gesloten"' else "accepted"
    if status == 422:
        return "rejected"
    if status == 429:
        return "rate_limited"
    if status == 503:
        return "unavailable"
    return "error" if status >= 500 else "other"


METRICS = web.AppKey("metrics", Metrics)
METRICS_TOKEN = web.AppKey("metrics_token", str)
EXPECTED_HEADS = web.AppKey("expected_heads", frozenset)


def route_template(request: web.Request) -> str:
    """The route as registered (`/web/admin/update_product/{id}`), never the raw path with its ids."""
    resource = request.match_info.route.resource
    if resource is None:
        return UNMATCHED_ROUTE
    return resource.canonical


def request_id_for(request: web.Request) -> str:
    incoming = request.headers.get(REQUEST_ID_HEADER, "")
    if incoming and _SANE_REQUEST_ID.match(incoming) and request.remote in request.app[PROXIES]:
        return incoming
    return f"{_ID_PREFIX}{next(_ID_COUNTER):x}"


# Request ids: a random prefix per process and a counter (unique, cheap; they need not be unguessable).
_ID_PREFIX = secrets.token_hex(6)
_ID_COUNTER = itertools.count(1)


def observe_answer(
    metrics: Metrics,
    method: str,
    route: str,
    request_id: str,
    status: int,
    nanoseconds: int,
    response: web.StreamResponse | None,
) -> None:
    """Metrics and the JSON log line of one answer (the edge calls it once per request, with the route's template:
    `route_template`): one entry, counted and written later, many together (`RequestSeries`); without `soep serve`'s
    stream, the line goes to the `soep.access` logger at once."""
    entry = (request_id, method, route, status, nanoseconds)
    metrics.http.add(entry)
    if method == "POST":
        body = response.body if isinstance(response, web.Response) and isinstance(response.body, bytes) else None
        metrics.observe_post(route, status, body)
    if _SINK.stream is None and access_log.isEnabledFor(logging.INFO):
        access_log.info(log_line(entry))


_LOG_LINE = '{"request_id":"%s","method":"%s","route":%s,"status":%d,"duration_ms":%d.%06d}'


def log_line(entry: LogEntry) -> str:
    """One request's JSON line. The id is made here or passed _SANE_REQUEST_ID and a method is an HTTP token:
    neither needs escaping; the route template is escaped once per route. Formatted with `%` from whole numbers
    (the duration in nanoseconds as milliseconds with six decimals): a float's formatting costs twice as much."""
    request_id, method, route, status, nanoseconds = entry
    return _LOG_LINE % (request_id, method, _json_string(route), status, *divmod(nanoseconds, 1_000_000))


@functools.lru_cache(maxsize=1024)
def _json_string(text: str) -> str:
    return json.dumps(text)


@attrs.frozen
class Healthy:
    status: Literal["ok"] = "ok"


@attrs.frozen
class Ready:
    status: Literal["ready"] = "ready"
    database: Literal["ok"] = "ok"
    migrations: Literal["current"] = "current"


@attrs.frozen
class NotReady:
    """Why the process is not ready: maintenance, starting, database (timeout, unreachable) or migrations
    (pending)."""

    status: Literal["unavailable"]
    reason: str
    database: str | None
    migrations: str | None


HEALTHY = json.dumps(unstructure(Healthy())).encode()
READY = json.dumps(unstructure(Ready())).encode()


# (prepared once; `Vary` as on every text answer, so that the edge's compression check has nothing to add)
_HEALTHY_HEADERS = CIMultiDict(
    {hdrs.CACHE_CONTROL: "no-store", hdrs.CONTENT_TYPE: "application/json", hdrs.VARY: "Accept-Encoding"}
)


@routes.get("/healthz", "The process is alive", answer=Healthy)
async def healthz(_request: web.Request) -> web.Response:
    return EncodedResponse(body=HEALTHY, headers=_HEALTHY_HEADERS)


def _engine(app: web.Application) -> SqlUnitOfWorkFactory | None:
    container = app.get(keys.CONTAINER)
    factory = container.uow_factory if container is not None else None
    return factory if isinstance(factory, SqlUnitOfWorkFactory) else None


@routes.get(
    "/readyz",
    "The database answers and its migrations are current",
    answer=Ready,
    answers={503: ("Not ready (Retry-After)", NotReady)},
)
async def readyz(request: web.Request) -> web.Response:
    def unavailable(reason: str, database: str | None = None, migrations: str | None = None) -> web.Response:
        return web.json_response(
            unstructure(NotReady("unavailable", reason, database, migrations)),
            status=503,
            headers={"Retry-After": str(READY_RETRY_AFTER_SECONDS), "Cache-Control": "no-store"},
        )

    if request.app[keys.MAINTENANCE].active:
        return unavailable(reason="maintenance")
    factory = _engine(request.app)
    if factory is None:
        return unavailable(reason="starting")
    try:
        async with asyncio.timeout(DATABASE_CHECK_TIMEOUT):  # not wait_for: see OutboxWorker._woken_within
            status = await database_status(factory.engine, request.app[EXPECTED_HEADS])
    except TimeoutError:
        return unavailable(reason="database", database="timeout")
    request.app[METRICS].database_up.set(1 if status.reachable else 0)
    if not status.reachable:
        return unavailable(reason="database", database="unreachable")
    if not status.migrations_current:
        return unavailable(reason="migrations", database="ok", migrations="pending")
    return web.Response(body=READY, content_type="application/json", headers={"Cache-Control": "no-store"})


def may_read_metrics(request: web.Request) -> bool:
    token = request.app[METRICS_TOKEN]
    if token:
        sent = request.headers.get("Authorization", "")
        if hmac.compare_digest(sent.encode(), f"Bearer {token}".encode()):
            return True
    # A loopback peer that forwards for someone else (a proxy on this machine) is not itself the caller.
    forwarded = any(name in request.headers for name in ("X-Forwarded-For", "Forwarded", "X-Real-IP"))
    return is_loopback(request.remote) and not forwarded


@routes.get(
    "/metrics",
    "Prometheus metrics (loopback or bearer token)",
    ok_media="text/plain",
    answers={403: ("Not from loopback and no valid token", MESSAGE)},
)
async def metrics(request: web.Request) -> web.Response:
    if not may_read_metrics(request):
        return json_error(403, NotPermitted.default_message)
    registry = request.app[METRICS]
    factory = _engine(request.app)
    if factory is not None and not request.app[keys.MAINTENANCE].active:
        try:
            async with asyncio.timeout(DATABASE_CHECK_TIMEOUT):
                backlog = await outbox_backlog(factory.engine)
        except Exception:  # the scrape still answers the request figures; database_up tells the rest
            registry.database_up.set(0)
        else:
            registry.database_up.set(1)
            registry.outbox_pending.set(backlog.pending)
            oldest, now = backlog.oldest_created_at, request.app[keys.CONTAINER].clock.now()
            age = 0.0 if oldest is None else max(0.0, (now - oldest).total_seconds())
            registry.outbox_oldest_age.set(age)
    body = generate_latest(registry.registry)
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST, "Cache-Control": "no-store"})


def setup_observability(app: web.Application, settings: Settings, series: Metrics) -> None:
    """The metrics and the trusted proxies (the edge middleware observes answers); the operations routes: `routes`."""
    app[METRICS] = series
    app[PROXIES] = TrustedProxies(settings.trusted_proxies)
    app[METRICS_TOKEN] = settings.metrics_token or ""
    app[EXPECTED_HEADS] = head_revisions()
    app.on_cleanup.append(_drain_requests)


async def _drain_requests(app: web.Application) -> None:
    """The last answers' entries are counted and logged before the app stops."""
    app[METRICS].http.drain()


class _AccessLogSink:
    """`soep serve` writes the request lines straight to standard output, many at a time: the request series
    (`RequestSeries.drain`) hand over the entries of at most half a second and they become JSON lines together (a log
    record and a flush per request would cost more than the catalogue answer itself). Still one line per request."""

    FLUSH_SECONDS = DRAIN_SECONDS

    def __init__(self) -> None:
        self.stream: TextIO | None = None

    def write(self, entries: list[LogEntry]) -> None:
        if self.stream is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self.stream.write("\n".join(map(log_line, entries)) + "\n")
            self.stream.flush()

    def flush(self) -> None:
        """(The lines are written when the series drain; kept for callers that want the stream flushed.)"""
        if self.stream is not None:
            with contextlib.suppress(OSError, ValueError):
                self.stream.flush()


_SINK = _AccessLogSink()


def configure_access_log(stream: TextIO | None = None) -> None:
    """`soep serve`: request logs as bare JSON lines on standard output (one object per line)."""
    _SINK.stream = stream or sys.stdout
