"""The loopback Mollie (tests/mollie_fake.py) as a real server for the browser tests, with Mollie's checkout page.

Usage: python tests/e2e/mollie_server.py PORT. Prints "ready" once it listens on 127.0.0.1:PORT.
- `/v2/...` is Mollie's API as the fake speaks it (API key `tests.mollie_fake.API_KEY`).
- A payment's checkout link is `/checkout/{id}` here: a page with the buttons "Betaald" and "Mislukt"; pressing one
  settles the payment as Mollie does (a paid first payment creates the mandate) and sends the browser to the
  payment's `redirectUrl`.
- `GET /_state` answers the fake's customers, payments, mandates and subscriptions as JSON, for the test's checks.
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.mollie_fake import MollieFake


def application(fake: MollieFake) -> web.Application:
    app = fake.application()

    async def checkout(request: web.Request) -> web.Response:
        payment = fake.payments.get(request.match_info["id"])
        if payment is None:
            raise web.HTTPNotFound()
        amount = html.escape(str(payment["amount"]["value"]))
        description = html.escape(str(payment["description"]))
        page = f"""<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Mollie checkout (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>iDEAL (test)</h1><p>{description}</p><p>EUR {amount}</p>
<form method="post"><button name="status" value="paid">Betaald</button>
<button name="status" value="failed">Mislukt</button></form></main></body></html>"""
        return web.Response(text=page, content_type="text/html")

    async def settle(request: web.Request) -> web.Response:
        payment_id = request.match_info["id"]
        if payment_id not in fake.payments:
            raise web.HTTPNotFound()
        form = await request.post()
        fake.pay(payment_id, str(form.get("status", "paid")))
        raise web.HTTPSeeOther(str(fake.payments[payment_id]["redirectUrl"]))

    async def state(_: web.Request) -> web.Response:
        return web.json_response(
            {
                "customers": fake.customers,
                "payments": fake.payments,
                "mandates": fake.mandates,
                "subscriptions": fake.subscriptions,
            }
        )

    app.router.add_get("/checkout/{id}", checkout)
    app.router.add_post("/checkout/{id}", settle)
    app.router.add_get("/_state", state)
    return app


def main() -> None:
    port = int(sys.argv[1])
    fake = MollieFake(checkout_url=f"http://127.0.0.1:{port}/checkout/")
    web.run_app(application(fake), host="127.0.0.1", port=port, print=lambda _: print("ready", flush=True))


if __name__ == "__main__":
    main()
