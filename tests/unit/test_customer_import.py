"""Checking spreadsheet rows of customers: column names, values, row numbers and the merge with a stored customer."""

from __future__ import annotations

import pytest

from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customer_import import check_rows, merged
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie

HEADER = ["Voornaam", "Achternaam", "E-mail", "Postcode", "Huisnummer", "Vaste klant", "Vaste klant producten"]


def test_good_rows_are_normalised_and_blank_rows_skipped() -> None:
    checked = check_rows(
        [*HEADER, "Vaste klant bezorgkeuze", "Onbekend"],
        [
            (2, ["Anna", "de Wit", " Anna@Example.NL ", "3581 ws", "5", "ja", "2", "Bezorgen", "genegeerd"]),
            (3, ["", "", "", "", "", "", "", "", ""]),
        ],
    )
    assert checked.failures == []
    (row,) = checked.rows
    assert row.number == 2
    assert row.values["email"] == "anna@example.nl" and row.values["postcode"] == "3581WS"
    assert row.values["huisnummer"] == 5 and row.values["vaste_klant"] is True
    assert row.values["vaste_klant_producten"] == 2 and row.values["vaste_klant_bezorgkeuze"] is BezorgOptie.BEZORGEN


def test_every_problem_is_reported_with_its_row_number() -> None:
    checked = check_rows(
        HEADER,
        [
            (2, ["Anna", "de Wit", "anna@example.nl", "0000XX", "5", "misschien", "0"]),
            (3, ["Piet", "", "ANNA@example.nl", "", "", "nee", ""]),
        ],
    )
    assert [f.message for f in checked.failures] == [
        "Rij 2: De postcode is ongeldig.",
        "Rij 2: vaste_klant moet ja of nee zijn.",
        "Rij 2: vaste_klant_producten moet een heel getal van minimaal 1 zijn.",
        "Rij 3: achternaam is verplicht.",
        "Rij 3: Dit e-mailadres staat ook in rij 2.",
    ]
    assert checked.rows == []


def test_a_file_without_an_email_column_is_refused() -> None:
    checked = check_rows(["naam"], [(2, ["Anna"])])
    assert [f.message for f in checked.failures] == ["Rij 1: De kolom 'email' ontbreekt in de eerste rij."]


def test_an_update_keeps_the_columns_the_file_does_not_have() -> None:
    stored = Customer(
        id=4,
        contact=ContactDetails(
            voornaam="Piet",
            achternaam="Jansen",
            email="piet@example.nl",
            postcode="3581WS",
            huisnummer=7,
            straat="Bolstraat",
        ),
        vaste_klant=True,
        vaste_klant_mailen=True,
        vaste_klant_producten=1,
    )
    (row,) = check_rows(["email", "vaste_klant_producten"], [(2, ["piet@example.nl", "3"])]).rows
    updated = merged(row, stored)
    assert (updated.id, updated.contact.straat, updated.vaste_klant_mailen, updated.vaste_klant_producten) == (
        4,
        "Bolstraat",
        True,
        3,
    )
    (stop,) = check_rows(["email", "vaste_klant"], [(2, ["piet@example.nl", "nee"])]).rows
    stopped = merged(stop, stored)
    assert not stopped.vaste_klant and stopped.vaste_klant_producten is None and not stopped.vaste_klant_mailen


@pytest.mark.parametrize("line_break", ["\r", "\n", "\r\n", "\x85", "\u2028", "\u2029"])
def test_one_line_fields_refuse_line_breaks_as_the_forms_do(line_break: str) -> None:
    checked = check_rows(
        ["email", "voornaam", "achternaam"], [(2, ["piet@example.nl", f"Piet{line_break}Bcc: x@example.nl", "Jansen"])]
    )
    assert [f.message for f in checked.failures] == ["Rij 2: voornaam: Dit veld mag geen regeleinde bevatten."]
    assert checked.rows == []
