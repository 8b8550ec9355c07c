"""Files the back office downloads (PDFs, workbooks, a customer's data): saved, never shown in the site's origin,
and kept by no cache on the way."""

from __future__ import annotations

from aiohttp import web

PDF = "application/pdf"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def download(body: bytes, content_type: str, file_name: str, charset: str | None = None) -> web.Response:
    return web.Response(
        body=body,
        content_type=content_type,
        charset=charset,
        headers={"Content-Disposition": f'attachment; filename="{file_name}"', "Cache-Control": "no-store"},
    )


def pdf_download(body: bytes, file_name: str) -> web.Response:
    return download(body, PDF, file_name)


def xlsx_download(body: bytes, file_name: str) -> web.Response:
    return download(body, XLSX, file_name)
