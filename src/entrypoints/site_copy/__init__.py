"""The website's copy, declared once outside the domain core (issue 29).

`pages.json` is the public page table: every public page's path, title and search-engine description, and for the
information pages what they show. The server reads it here (sitemap, the tags in the served HTML, 404 for no route),
the web app imports the same file (webapp/src/lib/site-copy.ts) and the first paint is built from the web app's
pages. `texts/<variable>.html` holds the default HTML of each page-text settings variable (the core declares the
variables, `soepkern.domain.site_settings.PAGE_TEXTS`; a fresh database is filled from these files). The files are
read on first use, never at import. See docs/decisions/0063-website-copy-outside-the-core.md.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

import attrs

HERE = Path(__file__).parent
PAGES_FILE = HERE / "pages.json"
TEXTS_DIR = HERE / "texts"


@attrs.frozen
class PublicPage:
    path: str
    title: str
    description: str
    indexed: bool = True
    variables: tuple[str, ...] = ()


@attrs.frozen
class SiteCopy:
    name: str
    description: str
    pages: tuple[PublicPage, ...]

    def page(self, path: str) -> PublicPage | None:
        return next((page for page in self.pages if page.path == path), None)


@functools.cache
def site_copy() -> SiteCopy:
    document = json.loads(PAGES_FILE.read_text(encoding="utf-8"))
    name, description = document["site"]["name"], document["site"]["description"]
    pages = tuple(
        PublicPage(
            path=entry["path"],
            title=entry["title"],
            description=entry.get("description", description),
            indexed=entry.get("indexed", True),
            variables=tuple(entry.get("info", {}).get("variables", ())),
        )
        for entry in document["pages"]
    )
    return SiteCopy(name, description, pages)


@functools.cache
def text_defaults() -> Mapping[str, str]:
    """The default HTML of every page-text variable, by variable key (the file's name without `.html`)."""
    return MappingProxyType(
        {path.stem: path.read_text(encoding="utf-8").removesuffix("\n") for path in sorted(TEXTS_DIR.glob("*.html"))}
    )
