"""Every route of the web app: the route tables of the views modules (each call declared once, beside its handler),
and the calls not yet moved into a table."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web import openapi, public_routes
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
    mail_example_views,
    mail_outbox_views,
    order_day_views,
    order_views,
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
    order_views.routes,
    bulk_order_views.routes,
    donation_admin_views.routes,
]


def add_routes(app: web.Application) -> None:
    add_tables(app, TABLES)
    r = app.router
    # Site settings and pictures (public)
    r.add_get(openapi.DOCUMENT_PATH, openapi.openapi_json)  # every call below is declared in web/openapi/
    r.add_get("/web/get-settings", site_settings_views.get_settings)
    r.add_get("/web/picture/{uuid}", picture_views.picture)
    r.add_get("/web/order_product_images/{picture}", picture_views.picture)

    # Shop (visitors)
    r.add_get("/web/get_products", shop_views.get_products)
    r.add_post("/web/bestellen", shop_views.bestellen)
    r.add_get("/web/bekijk-voorwaarden-dagelijkse-soep", shop_views.terms)
    r.add_post("/web/resolve-postal-code", shop_views.resolve_postal_code)

    # Staff login and session
    r.add_post("/web/login", session_views.login)
    r.add_post("/web/validate-2fa-code", session_views.validate_2fa_code)
    r.add_post("/web/resend-2fa-email", session_views.resend_2fa_email)
    r.add_post("/web/logout", session_views.logout)
    r.add_get("/web/get-logged-in-user", session_views.get_logged_in_user)
    r.add_get("/web/get-logged-in-user-without-error", session_views.get_logged_in_user_without_error)
    r.add_post("/web/resetpassword", session_views.reset_password)
    r.add_post("/web/change-password-with-token", session_views.change_password_with_token)
    r.add_get("/web/admin/get_all_settings", site_settings_views.get_all_settings)
    r.add_post("/web/admin/save_variables", site_settings_views.save_variables)

    # Soups and their pictures (document 2, section 7 'Products')

    # Order days (document 2, section 7 'Order days')

    # Dashboard (document 2, section 2; contract: statistics)

    # Donations (document 1 sections 2, 4, 7)
    r.add_post("/web/donate", donation_views.donate)
    r.add_post("/web/mollie-webhook", donation_views.mollie_webhook)
    r.add_get("/web/donation-status/{uuid}", donation_views.donation_status)
    r.add_get("/web/test-betaling/{id}", donation_views.builtin_payment_page)
    r.add_post("/web/test-betaling/{id}", donation_views.builtin_payment_choose)
    # The managers' donations list and its export (issue 25; contract 'Orders flowing back, kitchen, donors')
    # Delivery lists (document 2, section 7 'Delivery lists'; docs/api.md)
    # Standing-customer bulk order (document 2, section 2; contract 'Standing-customer bulk order')

    # Orders and customers (document 2, section 7 'Orders', 'Customers'; contract 'Orders and customers (staff)')
    # Search engines (docs/decisions/0014-picture-library-and-public-site.md)
    r.add_get("/sitemap.xml", public_routes.sitemap_xml)
    r.add_get("/robots.txt", public_routes.robots_txt)

    # The organisation page's yearly publications (file_upload variables)
