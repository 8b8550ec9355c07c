"""JSON shapes of the back office's orders, order days to order on, customers and donations (contract.md)."""

from __future__ import annotations

from typing import Any

from adapters.serialization import unstructure, write_renamed
from soepkern.domain.customers import Customer
from soepkern.domain.donations import Donation
from soepkern.domain.order_days import OrderDay
from soepkern.services.staff_orders import OrderWithDays


def order_json(found: OrderWithDays) -> dict[str, Any]:
    order = found.order
    lines = []
    for line in order.lines:
        day = found.days.get(line.orderday_id)
        row = day.row(line.orderday_product_id) if day else None
        lines.append(
            {
                "id": line.id,
                "orderday_id": line.orderday_id,
                "orderday": {"id": line.orderday_id, "bestellingsdag": day.bestellingsdag.isoformat() if day else None},
                "orderday_product": {
                    "id": line.orderday_product_id,
                    "naam": row.naam if row else line.naam,
                    "hoeveelheid": row.hoeveelheid if row else 0,
                    "besteld": row.besteld if row else 0,
                },
                "hoeveelheid": line.hoeveelheid,
                "prijs": line.prijs,
                "korting": line.korting,
            }
        )
    return {
        "id": order.id,
        "uuid": order.uuid,
        "voornaam": order.voornaam,
        "achternaam": order.achternaam,
        "email": order.email,
        "telefoonnummer": order.telefoonnummer,
        "postcode": order.postcode,
        "huisnummer": order.huisnummer,
        "huisnummer_extension": order.huisnummer_extensie,
        "straat": order.straat,
        "plaats": order.plaats,
        "bedrijfsnaam": order.bedrijfsnaam,
        "opmerking": order.opmerking,
        "bezorg_optie": order.bezorg_optie.value,
        "bron": order.bron.value,
        "producten": order.producten,
        "totaal": order.total,
        "created_at": unstructure(order.created_at),
        "email_verzonden": order.email_verzonden,
        "email_wachtrij": found.email_wachtrij,
        # Cancelled by the customer's own link (issue 26): the order stays, without lines.
        "geannuleerd": order.geannuleerd,
        "geannuleerd_at": unstructure(order.geannuleerd_at) if order.geannuleerd_at else None,
        "customer_id": order.customer_id,
        "products": lines,
    }


def orderable_day_json(day: OrderDay, now: Any) -> dict[str, Any]:
    return {
        "id": day.id,
        "bestellingsdag": day.bestellingsdag.isoformat(),
        "inschrijving_geopend": day.inschrijving_geopend,
        "zichtbaar": day.zichtbaar,
        "nu_geopend": day.is_open(now),
        "nu_zichtbaar": day.is_visible(now),
        "maximale_producten_per_klant": day.maximale_producten_per_klant,
        "products": [
            {
                "id": row.id,
                "product_id": row.product_id,
                "naam": row.naam,
                "hoeveelheid": row.hoeveelheid,
                "besteld": row.besteld,
                "prijs": row.prijs,
                "korting": row.korting,
            }
            for row in day.products
        ],
    }


write_renamed(Customer, huisnummer_extensie="huisnummer_extension")  # the contract's name (orders' too)


def customer_json(customer: Customer) -> dict[str, Any]:
    written: dict[str, Any] = unstructure(customer)
    return written


def donation_json(donation: Donation) -> dict[str, Any]:
    return {
        "id": donation.id,
        "bedrag": donation.bedrag,
        "created_at": unstructure(donation.created_at),
        "betaal_methode": donation.betaal_methode,
        "status": donation.status.value,
        "anoniem": donation.anoniem,
        "zakelijk": donation.zakelijk,
        "bedrijfsnaam": donation.bedrijfsnaam,
        "voornaam": donation.voornaam,
        "achternaam": donation.achternaam,
        "email": donation.email,
        "postcode": donation.postcode,
        "huisnummer": donation.huisnummer,
        "straat": donation.straat,
        "plaats": donation.plaats,
    }
