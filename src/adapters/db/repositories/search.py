"""The admin searches' WHERE clause, shared by orders and customers (see docs/decisions/0013-admin-search.md).

A complete e-mail address or postcode is an equality on an indexed column; anything else is 'contains' on the
normalised `zoek` column: a pg_trgm GIN index on PostgreSQL; on SQLite an FTS5 trigram table `<table>_fts`
(rowid = the record's id) that the repositories keep in step on every write, asked with a phrase MATCH (decision
0023); a plain fragment's total is counted in that table alone. Digits also match the record's id (only the id
below four digits).
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import Table, and_, bindparam, column, false, or_, text
from sqlalchemy.ext.asyncio import AsyncConnection

from soepkern.domain.checkout import EMAIL_PATTERN
from soepkern.domain.postcode import normalise_postcode
from soepkern.domain.search import like_pattern, search_term

_MAX_ID = 2**31 - 1
MIN_DIGITS_FRAGMENT = 4
TRIGRAM = 3
FTS_TABLES = frozenset({"orders_fts", "customers_fts"})
_fts_present: dict[tuple[str, str], bool] = {}


def outside_fts(name: str | None, type_: str, _parents: object) -> bool:
    """For Alembic's comparisons (include_name): everything except the FTS5 tables and their shadow tables."""
    return not (type_ == "table" and name is not None and any(name.startswith(fts) for fts in FTS_TABLES))


async def has_fts(connection: AsyncConnection, table_name: str) -> bool:
    """Whether this SQLite database has the trigram table of `table_name` (checked once per process)."""
    if connection.dialect.name != "sqlite":
        return False
    key = (str(connection.engine.url), table_name)
    if key not in _fts_present:
        found = await connection.execute(
            text("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :name"), {"name": f"{table_name}_fts"}
        )
        _fts_present[key] = found.first() is not None
    return _fts_present[key]


async def sync_fts(connection: AsyncConnection, table_name: str, record_id: int, zoek: str | None) -> None:
    """Keeps `<table>_fts` in step with a written (zoek given) or deleted (None) record; no-op elsewhere."""
    if not await has_fts(connection, table_name):
        return
    assert f"{table_name}_fts" in FTS_TABLES  # table names come from this fixed set, never from input
    delete_row = f"DELETE FROM {table_name}_fts WHERE rowid = :id"  # noqa: S608
    await connection.execute(text(delete_row), {"id": record_id})
    if zoek is not None:
        await connection.execute(
            text(f"INSERT INTO {table_name}_fts (rowid, zoek) VALUES (:id, :zoek)"),  # noqa: S608
            {"id": record_id, "zoek": zoek},
        )


def _fts_fragment(term: str, *, fts: bool) -> str | None:
    """The FTS5 phrase for 'contains term' when the trigram table can answer it (three characters or more)."""
    if not fts or len(term) < TRIGRAM:
        return None
    # A phrase of the term's consecutive trigrams: exactly 'contains term' (zoek and term are folded alike), and
    # answered from the trigram index alone, where LIKE tests every candidate row's text (10-50 times slower for
    # a fragment that thousands of orders contain).
    return '"' + term.replace('"', '""') + '"'


def _is_plain_fragment(term: str) -> bool:
    """Not an e-mail address, postcode or number: a search the trigram table alone answers completely."""
    return bool(term) and not EMAIL_PATTERN.match(term) and not _postcode(term) and not term.isdigit()


def _postcode(term: str) -> str | None:
    return normalise_postcode(term) if re.fullmatch(r"\d{4}\s?[a-z]{2}", term) else None


def _words(term: str) -> list[str]:
    """The words of a search; an e-mail address or a postcode stays one word ('utrecht bol' -> two)."""
    if EMAIL_PATTERN.match(term) or _postcode(term):
        return [term]
    return [word for word in term.split(" ") if word]


async def fts_count(connection: AsyncConnection, table: Table, text_: str) -> int | None:
    """How many records a plain search matches (every word a fragment of three characters or more), counted in the
    trigram table alone; None where it cannot."""
    words = _words(search_term(text_))
    fts = await has_fts(connection, table.name)
    phrases = [_fts_fragment(word, fts=fts) for word in words]
    if not words or any(p is None or not _is_plain_fragment(w) for p, w in zip(phrases, words, strict=True)):
        return None
    assert f"{table.name}_fts" in FTS_TABLES
    query = f"SELECT count(*) FROM {table.name}_fts WHERE {table.name}_fts MATCH :phrase"  # noqa: S608
    # Phrases side by side: FTS5 wants them all (AND), in any order.
    return int((await connection.execute(text(query), {"phrase": " ".join(str(p) for p in phrases)})).scalar_one())


def search_condition(table: Table, text_: str, *, fts: bool = False) -> Any:
    """Every word of the search must match (in any order and any field): 'utrecht bol' finds Bolstraat in Utrecht."""
    words = _words(search_term(text_))
    if not words:
        return false()
    if len(words) == 1:
        return _word_condition(table, words[0], fts=fts, alone=True)
    return and_(*(_word_condition(table, word, fts=fts, alone=False) for word in words))


def _word_condition(table: Table, term: str, *, fts: bool, alone: bool) -> Any:
    if EMAIL_PATTERN.match(term):
        return table.c.email == term
    postcode = _postcode(term)
    if postcode is not None:
        return table.c.postcode == postcode
    condition: Any
    phrase = _fts_fragment(term, fts=fts)
    if phrase is not None:
        assert f"{table.name}_fts" in FTS_TABLES
        query = f"SELECT rowid FROM {table.name}_fts WHERE {table.name}_fts MATCH :phrase"  # noqa: S608
        matching = text(query).bindparams(bindparam("phrase", phrase, unique=True))
        condition = table.c.id.in_(matching.columns(column("rowid")))
    else:
        condition = table.c.zoek.like(like_pattern(term), escape="\\")
    if term.isdigit() and int(term) <= _MAX_ID:
        # A short number alone is an order (or customer) number; from four digits on, or beside other words (a
        # house number: 'bolstraat 12'), it may also be part of the record's text.
        if alone and len(term) < MIN_DIGITS_FRAGMENT:
            return table.c.id == int(term)
        return or_(table.c.id == int(term), condition)
    return condition
