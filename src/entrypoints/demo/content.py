"""Demonstration content: realistic Dutch soups, customers and staff accounts (never for production)."""

from __future__ import annotations

import attrs

from entrypoints.demo.records import demo_contact
from soepkern.domain.contact_details import ContactDetails


@attrs.frozen
class DemoSoup:
    naam: str
    prijs: int  # cents
    korting: int
    omschrijving: str
    colours: tuple[tuple[int, int, int], tuple[int, int, int]]  # soup colour, garnish colour


@attrs.frozen
class DemoUser:
    email: str
    name: str
    rol: str
    password: str


@attrs.frozen
class DemoCustomer:
    contact: ContactDetails
    vaste_klant: bool = False


SOUPS: tuple[DemoSoup, ...] = (
    DemoSoup(
        "Tomatensoep met balletjes",
        450,
        0,
        "<p>Klassieke tomatensoep van verse trostomaten, met soepballetjes van de slager om de hoek.</p>",
        ((201, 48, 33), (240, 200, 150)),
    ),
    DemoSoup(
        "Erwtensoep",
        550,
        50,
        "<p>Stevige snert met spliterwten, knolselderij, prei en rookworst. Lepel blijft staan.</p>",
        ((122, 140, 46), (150, 60, 40)),
    ),
    DemoSoup(
        "Pompoensoep met gember",
        450,
        0,
        "<p>Romige soep van flespompoen met verse gember en een scheutje kokosmelk. Vegetarisch.</p>",
        ((230, 126, 34), (250, 240, 220)),
    ),
    DemoSoup(
        "Groentesoep",
        400,
        0,
        "<p>Heldere bouillon vol seizoensgroenten uit onze eigen moestuin, met vermicelli.</p>",
        ((214, 170, 84), (90, 150, 60)),
    ),
    DemoSoup(
        "Champignonsoep",
        475,
        25,
        "<p>Gebonden soep van kastanjechampignons met tijm en een beetje room.</p>",
        ((196, 170, 140), (110, 80, 60)),
    ),
)

USERS: tuple[DemoUser, ...] = (
    DemoUser("superuser@soepketel.nl", "Sanne de Vries", "superuser", "Demo-Superuser-2026"),
    DemoUser("beheerder@soepketel.nl", "Bram Jansen", "beheerder", "Demo-Beheerder-2026"),
    DemoUser("coordinator@soepketel.nl", "Fatima el Amrani", "soep_coordinator", "Demo-Coordinator-2026"),
)

CUSTOMERS: tuple[DemoCustomer, ...] = (
    DemoCustomer(
        demo_contact("Joke", "Bakker", "joke.bakker@example.nl", "06 12345678", "3581WS", 1, "Bolstraat", "Utrecht"),
        vaste_klant=True,
    ),
    DemoCustomer(
        demo_contact("Ahmed", "Yilmaz", "ahmed.yilmaz@example.nl", "06 23456789", "3511AB", 8, "Kerkstraat", "Utrecht")
    ),
    DemoCustomer(
        demo_contact("Kees", "Visser", "kees.visser@example.nl", "030 2345678", "3512CD", 21, "Oudegracht", "Utrecht")
    ),
    DemoCustomer(
        demo_contact(
            "Marieke", "de Boer", "marieke.deboer@example.nl", "06 34567890", "3581WS", 3, "Bolstraat", "Utrecht"
        ),
        vaste_klant=True,
    ),
)
