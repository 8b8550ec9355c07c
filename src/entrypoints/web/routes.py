"""Every route of the web app, in one table per area."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.views import (
    admin_settings_views,
    area_views,
    mail_example_views,
    order_day_views,
    picture_views,
    product_views,
    session_views,
    shop_views,
    site_settings_views,
    user_views,
)


def add_routes(app: web.Application) -> None:
    r = app.router
    # Site settings and pictures (public)
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
    r.add_get("/web/get-admin-settings", admin_settings_views.get_admin_settings)
    r.add_get("/web/admin/get_all_settings", site_settings_views.get_all_settings)
    r.add_post("/web/admin/save_variables", site_settings_views.save_variables)
    r.add_get("/web/admin/show-user-email-example/{name}", mail_example_views.show_email_example)

    # Users (document 2, section 7)
    r.add_get("/web/admin/get_users", user_views.get_users)
    r.add_post("/web/admin/create_user", user_views.create_user)
    r.add_post("/web/admin/edit_user/{id}", user_views.edit_user)
    r.add_post("/web/admin/resend_invitation/{id}", user_views.resend_invitation)
    r.add_post("/web/admin/deactivate_user/{id}", user_views.deactivate_user)
    r.add_post("/web/admin/activate_user/{id}", user_views.activate_user)
    r.add_post("/web/admin/delete_user/{id}", user_views.delete_user)
    r.add_post("/web/admin/refresh_user/{id}", user_views.refresh_user)
    r.add_post("/api/edit-user-from-settings/{id}", user_views.edit_user_from_settings)

    # Postal codes and blacklist (document 2, section 7)
    r.add_get("/web/admin/get_postal_codes", area_views.get_postal_codes)
    r.add_post("/web/admin/create_postal_code_range", area_views.create_postal_code_range)
    r.add_post("/web/admin/edit_postal_code_range/{id}", area_views.edit_postal_code_range)
    r.add_post("/web/admin/destroy_postal_code_range/{id}", area_views.destroy_postal_code_range)
    r.add_post("/web/admin/refresh_postalcode/{id}", area_views.refresh_postalcode)
    r.add_get("/web/admin/get_blacklist", area_views.get_blacklist)
    r.add_post("/web/admin/create_blacklist", area_views.create_blacklist)
    r.add_post("/web/admin/edit_blacklist_item/{id}", area_views.edit_blacklist_item)
    r.add_post("/web/admin/delete_blacklist_item/{id}", area_views.delete_blacklist_item)
    r.add_post("/web/admin/refresh_blacklist_item/{id}", area_views.refresh_blacklist_item)

    # Soups and their pictures (document 2, section 7 'Products')
    r.add_get("/web/admin/get_products", product_views.get_products)
    r.add_post("/web/admin/create_product", product_views.create_product)
    r.add_post("/web/admin/update_product/{id}", product_views.update_product)
    r.add_post("/web/admin/delete_product/{id}", product_views.delete_product)
    r.add_post("/web/admin/refresh_product/{id}", product_views.refresh_product)
    r.add_post("/web/admin/product-upload-extra-picture/{product}", product_views.upload_extra_picture)
    r.add_post("/web/admin/product-upload-resized-picture/{product}", product_views.upload_resized_picture)
    r.add_post("/web/admin/product-delete-picture", product_views.delete_picture)
    r.add_post("/web/admin/product-change-picture-position", product_views.change_picture_position)

    # Order days (document 2, section 7 'Order days')
    r.add_get("/web/admin/get_orderdays", order_day_views.get_orderdays)
    r.add_post("/web/admin/create_orderday", order_day_views.create_orderday)
    r.add_post("/web/admin/edit_orderday/{id}", order_day_views.edit_orderday)
    r.add_post("/web/admin/destroy_orderday/{id}", order_day_views.destroy_orderday)
    r.add_post("/web/admin/refresh_orderday/{id}", order_day_views.refresh_orderday)
    r.add_post("/web/admin/edit_orderday_open/{id}", order_day_views.edit_orderday_open)
    r.add_post("/web/admin/edit_orderday_visible/{id}", order_day_views.edit_orderday_visible)
