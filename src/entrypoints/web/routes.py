"""Every route of the web app: the route tables of the views modules (each call declared once, beside its handler;
entrypoints/web/route_table.py). The OpenAPI document is built from the same tables."""

from __future__ import annotations

from collections.abc import Callable

from aiohttp import web

from entrypoints.web import observability, openapi, public_routes
from entrypoints.web.errors import Handler
from entrypoints.web.route_table import RouteTable, add_tables
from entrypoints.web.views import (
    admin_settings_views,
    area_views,
    audit_log_views,
    bulk_order_views,
    contact_views,
    customer_views,
    delivery_list_views,
    donation_admin_views,
    donation_views,
    kitchen_views,
    mail_example_views,
    mail_outbox_views,
    monthly_gift_views,
    order_day_views,
    order_views,
    own_order_views,
    pause_views,
    picture_library_views,
    picture_views,
    privacy_views,
    product_views,
    publication_views,
    session_views,
    shop_views,
    site_settings_views,
    statistics_views,
    user_views,
    waitlist_views,
)

TABLES: list[RouteTable] = [
    user_views.routes,
    area_views.routes,
    mail_outbox_views.routes,
    contact_views.routes,
    audit_log_views.routes,
    picture_library_views.routes,
    customer_views.routes,
    privacy_views.routes,
    statistics_views.routes,
    publication_views.routes,
    mail_example_views.routes,
    admin_settings_views.routes,
    order_day_views.routes,
    product_views.routes,
    delivery_list_views.routes,
    kitchen_views.routes,
    pause_views.routes,
    order_views.routes,
    bulk_order_views.routes,
    donation_admin_views.routes,
    shop_views.routes,
    own_order_views.routes,
    waitlist_views.routes,
    session_views.routes,
    site_settings_views.routes,
    donation_views.routes,
    monthly_gift_views.routes,
    picture_views.routes,
    public_routes.routes,
    observability.routes,
]


def add_routes(app: web.Application, protect: Callable[[Handler, str], Handler]) -> None:
    """Every route, each handler wrapped by `protect` (the edge every request passes: `entrypoints/web/edge.py`)."""
    add_tables(app, TABLES, protect)
    document = openapi.DOCUMENT_PATH  # the document of every table's calls
    app.router.add_get(document, protect(openapi.openapi_json, document))
