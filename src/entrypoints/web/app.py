"""The aiohttp application factory: the edge around every route, sessions, routes, the built web app and the SPA
fallback."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from aiohttp import web

from entrypoints.bootstrap import build_container, prepare_database, running_outbox
from entrypoints.retention_worker import running_retention
from entrypoints.settings import Settings
from entrypoints.web import keys, public_routes
from entrypoints.web.edge import Edge
from entrypoints.web.errors import is_api_path
from entrypoints.web.maintenance import Maintenance
from entrypoints.web.observability import Metrics, setup_observability
from entrypoints.web.rate_limit import RATE_LIMITER, RateLimiter
from entrypoints.web.response_cache import RESPONSE_CACHE, ResponseCache
from entrypoints.web.routes import add_routes
from entrypoints.web.security import SecurityHeaders
from entrypoints.web.sessions import session_storage
from entrypoints.web.shared_rate_limit import SHARED_RATE_LIMITER, SharedRateLimiter
from entrypoints.web.static_assets import AssetTable, asset_response
from soepkern.ports import Effect

log = logging.getLogger(__name__)

MAX_REQUEST_BYTES = 12 * 1024 * 1024  # uploads are checked against 10 MB with a Dutch message
MIGRATION_TASK = web.AppKey("migration_task", asyncio.Task[None])


PAGE_METHODS = ("GET", "HEAD")
CATCH_ALL = "/{tail:.*}"


async def spa_fallback(request: web.Request) -> web.StreamResponse:
    """Files of the built web app; every other non-API path gets index.html. The route takes every method, so that
    every request passes the edge: an API path no route serves is a 404 (or a 405 naming the methods an API route
    serves there, `errors.error_answer`), a page with another method a 405."""
    if is_api_path(request.path):
        raise web.HTTPNotFound()
    if request.method not in PAGE_METHODS:
        raise web.HTTPMethodNotAllowed(request.method, PAGE_METHODS)
    assets = request.app[keys.ASSETS]
    asset = assets.get(request.path)
    if asset is None:
        if request.path.startswith("/assets/"):
            raise web.HTTPNotFound()
        return await public_routes.index_response(request)
    return asset_response(request, asset)


def _container_ctx(settings: Settings, migrate: bool, send_mail: bool):  # type: ignore[no-untyped-def]
    async def ctx(app: web.Application) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as stack:
            container = await stack.enter_async_context(build_container(settings))
            app[keys.CONTAINER] = container
            clear = app[RESPONSE_CACHE].clear
            container.effects.on(Effect.SHOP_DATA_CHANGED, clear)
            container.effects.on(Effect.STOCK_TAKEN, clear)
            maintenance = app[keys.MAINTENANCE]

            async def migrate_then_open() -> None:
                maintenance.migrating = True
                try:
                    await prepare_database(container, migrate=migrate)
                    maintenance.migrating = False
                except Exception:
                    log.exception("Database migration failed; the API keeps answering 503")
                    raise
                if send_mail:
                    await stack.enter_async_context(running_outbox(container))
                    await stack.enter_async_context(running_retention(container))

            app[MIGRATION_TASK] = asyncio.create_task(migrate_then_open())
            try:
                yield
            finally:
                task = app[MIGRATION_TASK]
                if not task.done():
                    task.cancel()
                pending = list(container.background_tasks)
                for background in pending:
                    background.cancel()
                # Wait for them to end before the database engine closes under them.
                await asyncio.gather(*pending, return_exceptions=True)

    return ctx


def create_app(settings: Settings, *, migrate: bool = True, send_mail: bool = True) -> web.Application:
    metrics = Metrics()
    maintenance = Maintenance(settings.data_dir)
    security = SecurityHeaders(settings.is_https)
    edge = Edge(session_storage(settings), security, settings.public_url, metrics, maintenance)
    app = web.Application(client_max_size=MAX_REQUEST_BYTES)  # no middleware: the edge wraps every route
    app[RATE_LIMITER] = RateLimiter()
    app[SHARED_RATE_LIMITER] = SharedRateLimiter()
    app[RESPONSE_CACHE] = ResponseCache(security=security)
    app[keys.MAINTENANCE] = maintenance
    app[keys.ASSETS] = AssetTable.load(settings.webapp_dist)
    app.cleanup_ctx.append(_container_ctx(settings, migrate, send_mail))
    setup_observability(app, settings, metrics)
    add_routes(app, edge.protect)
    app.router.add_route("*", CATCH_ALL, edge.protect(spa_fallback, CATCH_ALL))
    return app


async def wait_until_ready(app: web.Application) -> None:
    """For tests and scripts: wait for the start-up migration to finish (raises if it failed)."""
    await app[MIGRATION_TASK]
