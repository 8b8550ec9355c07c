"""Every route of the web app, in one table per area."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web import openapi, public_routes
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


def add_routes(app: web.Application) -> None:
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
    r.add_post("/web/password-strength", session_views.password_strength)
    r.add_get("/web/get-admin-settings", admin_settings_views.get_admin_settings)
    r.add_get("/web/admin/get_all_settings", site_settings_views.get_all_settings)
    r.add_post("/web/admin/save_variables", site_settings_views.save_variables)
    r.add_get("/web/admin/show-user-email-example/{name}", mail_example_views.show_email_example)
    r.add_post("/web/admin/preview_mail_text", mail_example_views.preview_mail_text)

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
    r.add_get("/web/admin/locked-addresses", user_views.locked_addresses)
    r.add_post("/web/admin/unlock-address", user_views.unlock_address)

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
    r.add_get("/web/admin/orderday_proposal", order_day_views.orderday_proposal)
    r.add_post("/web/admin/edit_orderday/{id}", order_day_views.edit_orderday)
    r.add_post("/web/admin/destroy_orderday/{id}", order_day_views.destroy_orderday)
    r.add_post("/web/admin/refresh_orderday/{id}", order_day_views.refresh_orderday)
    r.add_post("/web/admin/edit_orderday_open/{id}", order_day_views.edit_orderday_open)
    r.add_post("/web/admin/edit_orderday_visible/{id}", order_day_views.edit_orderday_visible)

    # Dashboard (document 2, section 2; contract: statistics)
    r.add_get("/web/admin/get_statistics", statistics_views.get_statistics)
    r.add_get("/web/admin/live_orderday", statistics_views.live_orderday)

    # Contact form (document 1 section 7; document 2 section 7 'Contact form')
    r.add_post("/web/submit-contact-form", contact_views.submit_contact_form)
    r.add_get("/web/contact-form-token", contact_views.contact_form_token)
    r.add_get("/web/get-contactform-subjects", contact_views.get_contactform_subjects)
    r.add_post("/web/save-contactform-subjects", contact_views.save_contactform_subjects)
    r.add_get("/web/admin/get_contact_messages", contact_views.get_contact_messages)

    # Donations (document 1 sections 2, 4, 7)
    r.add_post("/web/donate", donation_views.donate)
    r.add_post("/web/mollie-webhook", donation_views.mollie_webhook)
    r.add_get("/web/donation-status/{uuid}", donation_views.donation_status)
    r.add_get("/web/test-betaling/{id}", donation_views.builtin_payment_page)
    r.add_post("/web/test-betaling/{id}", donation_views.builtin_payment_choose)
    # The managers' donations list and its export (issue 25; contract 'Orders flowing back, kitchen, donors')
    r.add_get("/web/admin/get_donations", donation_admin_views.get_donations)
    r.add_get("/web/admin/export_donations", donation_admin_views.export_donations)
    # Delivery lists (document 2, section 7 'Delivery lists'; docs/api.md)
    r.add_get("/web/admin/get_bestellijsten", delivery_list_views.get_bestellijsten)
    r.add_get("/web/admin/bestellijsten_get_besteldag/{id}", delivery_list_views.bestellijsten_get_besteldag)
    r.add_post("/web/admin/create_deliverylist", delivery_list_views.create_deliverylist)
    r.add_get("/web/admin/get_deliverylist/{id}", delivery_list_views.get_deliverylist)
    r.add_post("/web/admin/edit_deliverylist/{id}", delivery_list_views.edit_deliverylist)
    r.add_post("/web/admin/delete_deliverylist/{id}", delivery_list_views.delete_deliverylist)
    r.add_post("/web/admin/deliverylist_status/{id}", delivery_list_views.deliverylist_status)
    r.add_post("/web/admin/deliverylist_tick/{id}", delivery_list_views.deliverylist_tick)
    r.add_get("/web/admin/download_client_list/{id}", delivery_list_views.download_client_list)
    r.add_get("/web/admin/get_bezorg_notitie/{id}", delivery_list_views.get_bezorg_notitie)
    r.add_post("/web/admin/save_bezorg_notitie/{id}", delivery_list_views.save_bezorg_notitie)
    # Standing-customer bulk order (document 2, section 2; contract 'Standing-customer bulk order')
    r.add_get("/web/admin/get_vaste_klanten", bulk_order_views.get_vaste_klanten)
    r.add_post("/web/admin/create_massa_bestelling", bulk_order_views.create_massa_bestelling)

    # Orders and customers (document 2, section 7 'Orders', 'Customers'; contract 'Orders and customers (staff)')
    r.add_get("/web/admin/get_orders", order_views.get_orders)
    r.add_get("/web/admin/search_orders/{zoekwaarde}", order_views.search_orders)
    r.add_get("/web/admin/find_bestelling/{x}", order_views.find_bestelling)
    r.add_get("/web/admin/refresh_order/{id}", order_views.refresh_order)
    r.add_get("/web/admin/bestellingen_get_besteldagen", order_views.bestellingen_get_besteldagen)
    r.add_get("/web/admin/bestellingen_get_klanten", order_views.bestellingen_get_klanten)
    r.add_get("/web/admin/bestellingen_search_klanten/{term}", order_views.bestellingen_search_klanten)
    r.add_post("/web/admin/create_bestelling", order_views.create_bestelling)
    r.add_post("/web/admin/edit_order/{id}", order_views.edit_order)
    r.add_post("/web/admin/destroy_order/{id}", order_views.destroy_order)
    r.add_post("/web/admin/resend_order_email/{id}", order_views.resend_order_email)
    r.add_get("/web/admin/get_customers", customer_views.get_customers)
    r.add_get("/web/admin/search_customers/{zoekwaarde}", customer_views.search_customers)
    r.add_get("/web/admin/refresh_customer/{id}", customer_views.refresh_customer)
    r.add_post("/web/admin/edit_customer/{id}", customer_views.edit_customer)
    # Privacy (AVG): a customer's data export and erasing a customer (docs/decisions/0017-privacy.md).
    r.add_get("/web/admin/customer_data_export/{id}", privacy_views.customer_data_export)
    r.add_post("/web/admin/erase_customer/{id}", privacy_views.erase_customer)
    r.add_get("/web/admin/privacy-log", privacy_views.privacy_log)
    # The audit trail (docs/decisions/0020-audit-trail.md).
    r.add_get("/web/admin/audit-log", audit_log_views.audit_log)
    # The picture library (contract 'Pictures'; document 2 'Photo upload', 'Photos')
    r.add_get("/web/get-all-pictures", picture_library_views.get_all_pictures)
    r.add_post("/web/upload-picture", picture_library_views.upload_picture)
    r.add_post("/web/save-picture-category/{id}", picture_library_views.save_picture_category)
    r.add_post("/web/delete-picture/{uuid}", picture_library_views.delete_picture)

    # Search engines (docs/decisions/0014-picture-library-and-public-site.md)
    r.add_get("/sitemap.xml", public_routes.sitemap_xml)
    r.add_get("/robots.txt", public_routes.robots_txt)

    # The organisation page's yearly publications (file_upload variables)
    r.add_post("/web/admin/upload-publication/{key}", publication_views.upload_publication)
    r.add_get("/web/publicatie/{name}", publication_views.publication)

    # Mails the outbox gave up on (managers)
    r.add_get("/web/admin/get_failed_mails", mail_outbox_views.get_failed_mails)
    r.add_post("/web/admin/retry_mail/{id}", mail_outbox_views.retry_mail)
