"""GET /web/picture/{uuid} and /web/order_product_images/{picture}: resized variants, WebP when accepted."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import INT
from entrypoints.web.route_table import RouteTable
from soepkern.domain.errors import NotFound

PICTURE_CACHE = "public, max-age=31536000, immutable"


routes = RouteTable("site")


def _requested_width(request: web.Request) -> int | None:
    raw = request.query.get("size") or request.query.get("w")
    if raw is None or not raw.isdigit():
        return None
    return min(int(raw), 4096)


@routes.get(
    "/web/picture/{uuid}",
    "A picture (nearest stored size; WebP or JPEG)",
    ok_media="image/*",
    query={"size": INT, "format": {"enum": ["webp", "jpg"]}},
    answers={304: "Not modified (ETag)"},
)
@routes.get(
    "/web/order_product_images/{picture}",
    "A soup's picture (same as /web/picture)",
    ok_media="image/*",
    query={"size": INT, "format": {"enum": ["webp", "jpg"]}},
    answers={304: "Not modified (ETag)"},
)
async def picture(request: web.Request) -> web.StreamResponse:
    store = request.app[CONTAINER].image_store
    name = request.match_info.get("uuid") or request.match_info["picture"]
    prefer_webp = "image/webp" in request.headers.get("Accept", "") or request.query.get("format") == "webp"
    if request.query.get("format") == "jpg":
        prefer_webp = False
    path = store.variant_path(name.removesuffix(".jpg").removesuffix(".webp"), _requested_width(request), prefer_webp)
    if path is None:
        raise NotFound("Foto niet gevonden.")
    etag = f'"{name}-{path.name}"'
    headers = {"Cache-Control": PICTURE_CACHE, "ETag": etag, "Vary": "Accept"}
    if request.headers.get("If-None-Match") == etag:
        return web.Response(status=304, headers=headers)
    content_type = "image/webp" if path.suffix == ".webp" else "image/jpeg"
    return web.FileResponse(path, headers={**headers, "Content-Type": content_type})
