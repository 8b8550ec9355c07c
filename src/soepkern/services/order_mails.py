"""The shop's e-mails: the customer's order confirmation (pickup or delivery), the staff notification on the
weekdays whose `new_order_notification_<day>` flag is on, and the example mails staff can open from the dashboard.

Every placeholder of the spec (document 1, section 3) is available to the templates under one name each.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from soepkern.domain import mail_texts, site_settings
from soepkern.domain.business_time import business_date
from soepkern.domain.mail import MailMessage
from soepkern.domain.money import format_euro
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.postcode import show_postcode
from soepkern.ports import MailRenderer

CONFIRMATION_TEMPLATE = "order_confirmation"
NOTIFICATION_TEMPLATE = "order_notification"
EXAMPLES = {"orderConfirmedShipping": BezorgOptie.BEZORGEN, "orderConfirmedPickup": BezorgOptie.OPHALEN}
DELIVERY_OPTION_LABELS = {BezorgOptie.OPHALEN: "Ophalen", BezorgOptie.BEZORGEN: "Bezorgen"}


def setting(stored: dict[str, str], key: str) -> str:
    return str(site_settings.client_value(site_settings.definition(key), stored.get(key)))


def order_mail_context(order: Order, stored: dict[str, str], public_url: str) -> dict[str, object]:
    """The placeholders: order number, customer, company, contact and address fields, delivery option, totals,
    products, delivery window, pickup start, and the foundation's contact phone, e-mail and contact form link."""
    return {
        "order": order,
        "bestelnummer": order.id,
        "name": f"{order.voornaam} {order.achternaam}",
        "bedrijfsnaam": order.bedrijfsnaam,
        "email": order.email,
        "telefoonnummer": order.telefoonnummer,
        "postcode": show_postcode(order.postcode),
        "huisnummer": order.huisnummer,
        "huisnummer_extensie": order.huisnummer_extensie,
        "straat": order.straat,
        "plaats": order.plaats,
        "bezorg_optie": DELIVERY_OPTION_LABELS[order.bezorg_optie],
        "ophalen": order.bezorg_optie is BezorgOptie.OPHALEN,
        "lines": [
            {"naam": line.naam, "hoeveelheid": line.hoeveelheid, "bedrag": format_euro(line.subtotal - line.discount)}
            for line in order.lines
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
        "producten": ", ".join(f"{line.hoeveelheid} x {line.naam}" for line in order.lines),
        "mail_text": setting(stored, mail_texts.ORDER_TEXT_KEY),
    }


def order_mails(
    mails: MailRenderer, order: Order, stored: dict[str, str], public_url: str, now: datetime
) -> list[MailMessage]:
    """The confirmation for the customer, plus the staff notification when today's flag is on."""
    context = order_mail_context(order, stored, public_url)
    messages = [mails.render(CONFIRMATION_TEMPLATE, order.email, context)]
    weekday = site_settings.WEEKDAYS[business_date(now).weekday()]
    staff_address = setting(stored, "contact_email")
    if setting(stored, f"new_order_notification_{weekday}") == "1" and staff_address:
        messages.append(mails.render(NOTIFICATION_TEMPLATE, staff_address, context))
    return messages


def example_order(bezorg_optie: BezorgOptie, now: datetime) -> Order:
    """Sample data for the example mails (never stored)."""
    return Order(
        id=1234,
        uuid=str(uuid.UUID(int=1234)),
        voornaam="Joke",
        achternaam="Bakker",
        email="joke.bakker@example.nl",
        telefoonnummer="06 12345678",
        postcode="3511AB",
        huisnummer=12,
        huisnummer_extensie="A",
        straat="Kerkstraat",
        plaats="Utrecht",
        bezorg_optie=bezorg_optie,
        bron=Bron.WEBSHOP,
        created_at=now,
        opmerking="Graag aanbellen bij de achterdeur.",
        lines=[
            OrderLine(
                id=None, orderday_id=1, orderday_product_id=1, hoeveelheid=2, naam="Erwtensoep", prijs=550, korting=50
            ),
            OrderLine(
                id=None, orderday_id=1, orderday_product_id=2, hoeveelheid=1, naam="Tomatensoep", prijs=450, korting=0
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
    return mails.render(CONFIRMATION_TEMPLATE, order.email, order_mail_context(order, stored, public_url))
