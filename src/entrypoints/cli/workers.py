"""How `soep serve` runs: one process in place, or N worker processes under gunicorn (decision 0043).

`--workers N` (N > 1) makes this process gunicorn's master: it binds the port once, forks N workers of aiohttp's own
worker class (uvloop), restarts a worker that dies, kills one that stops answering its heartbeat for WORKER_TIMEOUT
seconds, replaces the workers gracefully on SIGHUP (a reload without dropping connections) and, on SIGTERM, lets them
finish the requests in progress. Every worker is a complete server (its own outbox worker, caches and connection
pool); what must be shared lives in PostgreSQL (docs/decisions/0016-several-processes.md).
"""

from __future__ import annotations

import gc
from typing import Any

import uvloop
from aiohttp import web
from gunicorn.app.base import BaseApplication

from entrypoints.settings import load_settings

BACKLOG = 4096
WORKER_CLASS = "aiohttp.GunicornUVLoopWebWorker"
WORKER_TIMEOUT_SECONDS = 30  # a worker whose event loop is stuck this long is killed and replaced
GRACEFUL_TIMEOUT_SECONDS = 20  # time to finish the requests in progress on SIGTERM or a reload
KEEPALIVE_SECONDS = 75


def create_served_app() -> web.Application:
    """The app as `soep serve` runs it: request lines as JSON on standard output."""
    from entrypoints.web.app import create_app
    from entrypoints.web.observability import configure_access_log

    configure_access_log()
    app = create_app(load_settings())
    app.on_startup.append(_prepare_order_mails)
    app.on_startup.append(_freeze_heap)
    return app


async def _prepare_order_mails(app: web.Application) -> None:
    """The order mails' templates compiled before the first order, not inside the first checkouts of an opening rush
    (decision 0108)."""
    from adapters.mail.renderer import TemplateMailRenderer
    from entrypoints.web.keys import CONTAINER
    from soepkern.services.order_mails import CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE

    mails = app[CONTAINER].mails
    if isinstance(mails, TemplateMailRenderer):
        mails.prepare(CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE)
    _prepare_checkout_conversions()


def _prepare_checkout_conversions() -> None:
    """cattrs builds a class's hooks the first time it meets the class (walking its fields and the abstract base
    classes): the checkout's body and answer are met at start-up, not in the first accepted order of an opening
    rush, which holds the write gate meanwhile (the fourth pass in docs/performance.md)."""
    from adapters.db.repositories.idempotency import stored_answers_converter
    from adapters.serialization import converter
    from soepkern.domain.checkout import CheckoutForm, OrderPlaced

    converter.get_structure_hook(CheckoutForm)
    converter.get_unstructure_hook(OrderPlaced)
    stored_answers_converter().get_structure_hook(OrderPlaced)


async def _freeze_heap(_app: web.Application) -> None:
    """What start-up loaded (modules, tables, the app) stays for the whole run: the garbage collector leaves it
    alone from now on instead of walking it again and again while requests come in (decision 0042)."""
    gc.collect()
    gc.freeze()


def run_worker(host: str, port: int) -> None:
    """One server process in place (the default: SQLite, development, a single worker)."""
    web.run_app(
        create_served_app(),
        loop=uvloop.new_event_loop(),
        host=host,
        port=port,
        print=None,
        access_log=None,
        backlog=BACKLOG,
    )


class GunicornServer(BaseApplication):  # type: ignore[misc]
    """gunicorn as a library: its settings come from here, not from a config file or the command line."""

    def __init__(self, host: str, port: int, workers: int) -> None:
        self.options: dict[str, Any] = {
            "bind": f"{host}:{port}",
            "workers": workers,
            "worker_class": WORKER_CLASS,
            "timeout": WORKER_TIMEOUT_SECONDS,
            "graceful_timeout": GRACEFUL_TIMEOUT_SECONDS,
            "keepalive": KEEPALIVE_SECONDS,
            "backlog": BACKLOG,
            "accesslog": None,  # the app writes its own JSON request lines
            "proc_name": "soep",
        }
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> web.Application:
        return create_served_app()  # in each worker, after the fork: no engine or loop crosses it


def run_workers(host: str, port: int, workers: int) -> None:
    """gunicorn's master until SIGTERM or SIGINT; it exits with an error when workers cannot start."""
    GunicornServer(host, port, workers).run()
