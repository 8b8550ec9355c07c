"""Typed application keys: every resource the web app shares lives under one of these."""

from __future__ import annotations

from aiohttp import web

from entrypoints.bootstrap import Container
from entrypoints.web.maintenance import Maintenance
from entrypoints.web.static_assets import AssetTable

CONTAINER = web.AppKey("container", Container)
MAINTENANCE = web.AppKey("maintenance", Maintenance)
ASSETS = web.AppKey("assets", AssetTable)
