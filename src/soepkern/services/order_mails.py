"""The shop's e-mails: the customer's order confirmation (pickup or delivery), the staff notification on the
weekdays whose `new_order_notification_<day>` flag is on, and the example mails staff can open from the dashboard.

Every placeholder of the spec (document 1, section 3) is available to the templates under one name each.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from datetime import date, datetime, timedelta

from soepkern.domain import mail_texts, site_settings
from soepkern.domain.business_time import business_date
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.mail import MailMessage
from soepkern.domain.money import format_euro
from soepkern.domain.order_confirmation import ConfirmationDay, Handover, confirmation_days
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.postcode import show_postcode
from soepkern.ports import MailRenderer

CONFIRMATION_TEMPLATE = "order_confirmation"
NOTIFICATION_TEMPLATE = "order_notification"
EXAMPLES = {"orderConfirmedShipping": BezorgOptie.BEZORGEN, "orderConfirmedPickup": BezorgOptie.OPHALEN}
DELIVERY_OPTION_LABELS = {BezorgOptie.OPHALEN: "Ophalen", BezorgOptie.BEZORGEN: "Bezorgen"}


def setting(stored: Mapping[str, str], key: str) -> str:
    return str(site_settings.client_value(site_settings.definition(key), stored.get(key)))


def handover(stored: Mapping[str, str]) -> Handover:
    return Handover(
        pickup_begin=setting(stored, "soep_pickup_begin"),
        pickup_end=setting(stored, "soep_pickup_eind"),
        pickup_address=setting(stored, "soep_ophaaladres"),
        delivery_begin=setting(stored, "soep_bezorgtijden_begin"),
        delivery_end=setting(stored, "soep_bezorgtijden_eind"),
    )


def order_confirmation(
    order: Order, days: Mapping[int, date], stored: Mapping[str, str]
) -> tuple[ConfirmationDay, ...]:
    """The order's lines per order day with the pickup or delivery window and address (one place, issue 25)."""
    return confirmation_days(order, days, handover(stored))


def order_mail_context(
    order: Order, stored: dict[str, str], public_url: str, days: Mapping[int, date], aanpassen_link: str = ""
) -> dict[str, object]:
    """The placeholders: order number, customer, company, contact and address fields, delivery option, totals,
    products (each with its order day), delivery window, pickup start, and the foundation's contact phone, e-mail
    and contact form link; `dagen` holds the lines per order day with the handover (pickup or delivery);
    `aanpassen_link` is the private link to change the order (issue 26), empty when the shop does not offer it."""
    dagen = order_confirmation(order, days, stored)
    return {
        "order": order,
        "bestelnummer": order.id,
        "name": f"{order.contact.voornaam} {order.contact.achternaam}",
        "bedrijfsnaam": order.contact.bedrijfsnaam,
        "email": order.contact.email,
        "telefoonnummer": order.contact.telefoonnummer,
        "postcode": show_postcode(order.contact.postcode),
        "huisnummer": order.contact.huisnummer,
        "huisnummer_extensie": order.contact.huisnummer_extensie,
        "straat": order.contact.straat,
        "plaats": order.contact.plaats,
        "bezorg_optie": DELIVERY_OPTION_LABELS[order.bezorg_optie],
        "ophalen": order.bezorg_optie is BezorgOptie.OPHALEN,
        "dagen": [
            {
                "dag": day.dag,
                "overdracht": day.overdracht,
                "regels": [{"tekst": line.text, "bedrag": format_euro(line.bedrag)} for line in day.regels],
            }
            for day in dagen
        ],
        "subtotaal": format_euro(order.subtotal),
        "korting": format_euro(order.discount),
        "totaal": format_euro(order.total),
        "bezorgen_van": setting(stored, "soep_bezorgtijden_begin"),
        "bezorgen_tot": setting(stored, "soep_bezorgtijden_eind"),
        "ophalen_vanaf": setting(stored, "soep_pickup_begin"),
        "contact_email": setting(stored, "contact_email"),
        "contact_telefoonnummer": setting(stored, "contact_telefoonnummer"),
        "contactformulier_link": f"{public_url}/contact",
        "producten": ", ".join(text for day in dagen for text in day.line_texts),
        "mail_text": setting(stored, mail_texts.ORDER_TEXT_KEY),
        "mail_text_key": mail_texts.ORDER_TEXT_KEY,
        "aanpassen_link": aanpassen_link,
    }


def order_mails(
    mails: MailRenderer,
    order: Order,
    stored: dict[str, str],
    public_url: str,
    now: datetime,
    days: Mapping[int, date],
    aanpassen_link: str = "",
) -> list[MailMessage]:
    """The confirmation for the customer, plus the staff notification when today's flag is on."""
    context = order_mail_context(order, stored, public_url, days, aanpassen_link)
    messages = [mails.render(CONFIRMATION_TEMPLATE, order.contact.email, context)]
    weekday = site_settings.WEEKDAYS[business_date(now).weekday()]
    staff_address = setting(stored, "contact_email")
    if setting(stored, f"new_order_notification_{weekday}") == "1" and staff_address:
        # the notification does not show the customer's opening text (nor depends on it)
        notification = {**context, "mail_text": "", "aanpassen_link": ""}  # the customer's private link stays theirs
        messages.append(mails.render(NOTIFICATION_TEMPLATE, staff_address, notification))
    return messages


def example_order(bezorg_optie: BezorgOptie, now: datetime) -> Order:
    """Sample data for the example mails (never stored)."""
    return Order(
        id=1234,
        uuid=str(uuid.UUID(int=1234)),
        contact=ContactDetails(
            voornaam="Joke",
            achternaam="Bakker",
            email="joke.bakker@example.nl",
            telefoonnummer="06 12345678",
            postcode="3511AB",
            huisnummer=12,
            huisnummer_extensie="A",
            straat="Kerkstraat",
            plaats="Utrecht",
        ),
        bezorg_optie=bezorg_optie,
        bron=Bron.WEBSHOP,
        created_at=now,
        opmerking="Graag aanbellen bij de achterdeur.",
        lines=[
            OrderLine(
                id=None, orderday_id=1, orderday_product_id=1, hoeveelheid=2, naam="Erwtensoep", prijs=550, korting=50
            ),
            OrderLine(
                id=None, orderday_id=2, orderday_product_id=2, hoeveelheid=1, naam="Tomatensoep", prijs=450, korting=0
            ),
        ],
    )


def example_mail(
    name: str, mails: MailRenderer, stored: dict[str, str], public_url: str, now: datetime
) -> MailMessage | None:
    """The example e-mail `name` (orderConfirmedShipping, orderConfirmedPickup), or None when there is none."""
    option = EXAMPLES.get(name)
    if option is None:
        return None
    order = example_order(option, now)
    days = {1: business_date(now) + timedelta(days=1), 2: business_date(now) + timedelta(days=2)}
    link = f"{public_url}/dagelijkse-soep/bestelling-aanpassen/{order.uuid}?token=voorbeeld"
    if setting(stored, "bestelling_online_aanpassen") != "1":
        link = ""
    return mails.render(
        CONFIRMATION_TEMPLATE, order.contact.email, order_mail_context(order, stored, public_url, days, link)
    )
