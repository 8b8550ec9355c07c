"""The admin searches' WHERE clause, shared by orders and customers (see docs/decisions/0013-admin-search.md).

The domain says what each searched word is (`soepkern.domain.search.search_words`); this asks it of the database.
A complete e-mail address or postcode is an equality on an indexed column; anything else is 'contains' on the
normalised `zoek` column: a pg_trgm GIN index on PostgreSQL; on SQLite an FTS5 trigram table `<table>_fts`
(rowid = the record's id) that the repositories keep in step on every write, asked with a phrase MATCH (decision
0023); a plain fragment's total is counted in that table alone. Digits also match the record's id (only the id
below four digits).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Table, and_, bindparam, column, false, func, or_, text
from sqlalchemy.ext.asyncio import AsyncConnection

from soepkern.domain.search import SearchWord, WordKind, search_words

_MAX_ID = 2**31 - 1
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
    if zoek is None:
        await connection.execute(_FTS_DELETES[table_name], {"id": record_id})
    else:  # one statement: FTS5 replaces a row of the same rowid (and its trigrams) as a table does (decision 0128)
        await connection.execute(_FTS_WRITES[table_name], {"id": record_id, "zoek": zoek})


# Table names come from the fixed set FTS_TABLES, never from input.
_FTS_DELETES = {name.removesuffix("_fts"): text(f"DELETE FROM {name} WHERE rowid = :id") for name in FTS_TABLES}  # noqa: S608
_FTS_WRITES = {
    name.removesuffix("_fts"): text(f"INSERT OR REPLACE INTO {name} (rowid, zoek) VALUES (:id, :zoek)")  # noqa: S608
    for name in FTS_TABLES
}


def _fts_fragment(term: str, *, fts: bool) -> str | None:
    """The FTS5 phrase for 'contains term' when the trigram table can answer it (three characters or more)."""
    if not fts or len(term) < TRIGRAM:
        return None
    # A phrase of the term's consecutive trigrams: exactly 'contains term' (zoek and term are folded alike), and
    # answered from the trigram index alone, where LIKE tests every candidate row's text (10-50 times slower for
    # a fragment that thousands of orders contain).
    return '"' + term.replace('"', '""') + '"'


def every_word(table: Table, fields: Sequence[str], words: Sequence[str]) -> list[Any]:
    """The small lists' search (donations, monthly gifts; no search column): one condition per (casefolded) word,
    found in one of `fields` (contains), in the postcode with or without its space, or being the record's number."""
    conditions: list[Any] = []
    for word in words:
        matches: list[Any] = [func.lower(table.c[f]).like(like_pattern(word), escape="\\") for f in fields]
        compact = like_pattern(word.replace(" ", ""))
        matches.append(func.lower(func.replace(table.c.postcode, " ", "")).like(compact, escape="\\"))
        if word.isdigit() and len(word) < 10:
            matches.append(table.c.id == int(word))
        conditions.append(or_(*matches))
    return conditions


def like_pattern(term: str) -> str:
    """A LIKE pattern for 'contains term' with the wildcards in `term` escaped (escape character '\\')."""
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


async def fts_count(connection: AsyncConnection, table: Table, text_: str) -> int | None:
    """How many records a plain search matches (every word a fragment of three characters or more), counted in the
    trigram table alone; None where it cannot."""
    words = search_words(text_)
    fts = await has_fts(connection, table.name)
    phrases = [_fts_fragment(word.text, fts=fts) for word in words]
    if not words or any(p is None or w.kind is not WordKind.FRAGMENT for p, w in zip(phrases, words, strict=True)):
        return None
    assert f"{table.name}_fts" in FTS_TABLES
    query = f"SELECT count(*) FROM {table.name}_fts WHERE {table.name}_fts MATCH :phrase"  # noqa: S608
    # Phrases side by side: FTS5 wants them all (AND), in any order.
    return int((await connection.execute(text(query), {"phrase": " ".join(str(p) for p in phrases)})).scalar_one())


def search_condition(table: Table, text_: str, *, fts: bool = False) -> Any:
    """Every word of the search must match (in any order and any field): 'utrecht bol' finds Bolstraat in Utrecht."""
    words = search_words(text_)
    if not words:
        return false()
    return and_(*(_word_condition(table, word, fts=fts) for word in words))


def _word_condition(table: Table, word: SearchWord, *, fts: bool) -> Any:
    term = word.text
    if word.kind is WordKind.EMAIL:
        return table.c.email == term
    if word.kind is WordKind.POSTCODE:
        return table.c.postcode == term
    condition: Any
    phrase = _fts_fragment(term, fts=fts)
    if phrase is not None:
        assert f"{table.name}_fts" in FTS_TABLES
        query = f"SELECT rowid FROM {table.name}_fts WHERE {table.name}_fts MATCH :phrase"  # noqa: S608
        matching = text(query).bindparams(bindparam("phrase", phrase, unique=True))
        condition = table.c.id.in_(matching.columns(column("rowid")))
    else:
        condition = table.c.zoek.like(like_pattern(term), escape="\\")
    if word.kind is WordKind.NUMBER and int(term) <= _MAX_ID:
        if word.only_number:
            return table.c.id == int(term)
        return or_(table.c.id == int(term), condition)
    return condition
