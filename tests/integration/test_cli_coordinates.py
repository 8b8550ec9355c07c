"""`soep customers coordinates`: repeats the address lookup for addresses saved without coordinates (decision 0078),
against a loopback server that answers in PDOK Locatieserver's format; on SQLite and PostgreSQL."""

from __future__ import annotations

import copy
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from tests.integration import test_cli

env = test_cli.env
invoke = test_cli.invoke

FIXTURE = json.loads((Path(__file__).parents[1] / "fixtures" / "pdok-free-adres.json").read_text("utf-8"))


class _Pdok(BaseHTTPRequestHandler):
    """Every address exists; its point moves east with the house number."""

    def do_GET(self) -> None:
        filters = dict(f.split(":", 1) for f in parse_qs(urlparse(self.path).query).get("fq", []))
        number = int(filters["huisnummer"])
        payload = copy.deepcopy(FIXTURE)
        doc = payload["response"]["docs"][0]
        doc.update(postcode=filters["postcode"], huisnummer=number, huis_nlt=str(number))
        doc["centroide_ll"] = f"POINT({5.0 + number / 1000:.6f} 52.100000)"
        body = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def pdok_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Pdok)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/bzk/locatieserver/search/v3_1"
    server.shutdown()
    thread.join()


def _counts(output: str) -> tuple[str, str]:
    line = next(line for line in output.splitlines() if line.startswith("Klanten: "))
    customers, orders = line.split(". Bestellingen: ")
    return customers.removeprefix("Klanten: "), orders.removesuffix(" gevonden.")


def test_a_dry_run_saves_nothing_and_a_real_run_fills_every_address(env: dict[str, str], pdok_url: str) -> None:
    env = {**env, "SOEP_PDOK_URL": pdok_url}
    assert invoke(env, "demo-data")[0] == 0

    code, dry = invoke(env, "customers", "coordinates", "--dry-run")
    assert code == 0 and "Proefrun: er is niets opgeslagen." in dry, dry
    customers, _ = _counts(dry)
    assert customers != "0 van 0 gevonden" and customers.split(" van ")[0] == customers.split(" van ")[1].split()[0]
    code, again = invoke(env, "customers", "coordinates", "--dry-run")
    assert _counts(again) == _counts(dry)

    code, real = invoke(env, "customers", "coordinates")
    assert code == 0 and "Proefrun" not in real and "Traceback" not in real, real
    assert _counts(real) == _counts(dry)
    code, after = invoke(env, "customers", "coordinates")
    assert code == 0 and _counts(after) == ("0 van 0 gevonden", "0 van 0")


def test_a_service_that_is_down_leaves_the_addresses_as_they_were(env: dict[str, str], unused_tcp_port: int) -> None:
    env = {**env, "SOEP_PDOK_URL": f"http://127.0.0.1:{unused_tcp_port}/free-is-not-here"}
    assert invoke(env, "demo-data")[0] == 0
    code, first = invoke(env, "customers", "coordinates")
    assert code == 0 and "Traceback" not in first, first
    customers, orders = _counts(first)
    assert customers.startswith("0 van ") and orders.startswith("0 van ")
    if customers != "0 van 0 gevonden":
        assert "Niet op te zoeken (dienst onbereikbaar): " in first
    code, second = invoke(env, "customers", "coordinates")
    assert _counts(second) == _counts(first)
