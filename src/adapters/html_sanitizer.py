"""Sanitising HTML from the rich-text editor and from settings with nh3 (a Rust HTML sanitiser)."""

from __future__ import annotations

import nh3

ALLOWED_TAGS = frozenset(
    {"p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "hr"}
)
ALLOWED_ATTRIBUTES = {"a": {"href", "target", "title"}}
# The editor's link prompt allows exactly these (spec: mailto, https, http, tel).
URL_SCHEMES = frozenset({"http", "https", "mailto", "tel"})


class Nh3HtmlSanitizer:
    def clean(self, html: str) -> str:
        return nh3.clean(
            html,
            tags=set(ALLOWED_TAGS),
            attributes={tag: set(attrs) for tag, attrs in ALLOWED_ATTRIBUTES.items()},
            url_schemes=set(URL_SCHEMES),
            link_rel="noopener noreferrer",
            strip_comments=True,
        )
