"""The reference of `catalogue.py`: a bare aiohttp app served the way `soep serve` serves the real one.

Same event loop (uvloop), same `web.run_app` settings, no middleware: `/bare` answers the catalogue's JSON bytes
(read from a file), `/healthz` answers `{"status": "ok"}` with `web.json_response`, `POST /bare-checkout` reads the
JSON body and answers the rush reference's 422 for a sold-out row (`answer_cost.py`'s refused buyer).
Usage: .venv/bin/python bench/bare_server.py PORT BODY_FILE
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import uvloop
from aiohttp import web
from rush_reference import SOLD_OUT


def bare_app(body: bytes) -> web.Application:
    """`/bare` answers `body` as JSON, `/healthz` `{"status": "ok"}`, `/bare-checkout` a sold-out 422 (also
    `answer_cost.py`'s reference)."""

    async def catalogue(_request: web.Request) -> web.Response:
        return web.Response(body=body, content_type="application/json")

    async def healthz(_request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def sold_out(request: web.Request) -> web.Response:
        json.loads(await request.read())
        return web.Response(status=422, body=SOLD_OUT, content_type="application/json")

    app = web.Application()
    app.router.add_get("/bare", catalogue)
    app.router.add_get("/healthz", healthz)
    app.router.add_post("/bare-checkout", sold_out)
    return app


def main() -> None:
    port, body = int(sys.argv[1]), Path(sys.argv[2]).read_bytes()
    web.run_app(
        bare_app(body),
        loop=uvloop.new_event_loop(),
        host="127.0.0.1",
        port=port,
        print=None,
        access_log=None,
        backlog=4096,
    )


if __name__ == "__main__":
    main()
