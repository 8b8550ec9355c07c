"""Backups and restores: a consistent copy of the database and of the files under the data dir, with a manifest.

SQLite: the online backup API (`sqlite3.Connection.backup`) copies the database page by page under a read
transaction, so the copy is consistent even while the site keeps writing (WAL mode). PostgreSQL: `pg_dump
--format=custom` (one snapshot transaction). The files under the data dir (uploaded pictures, generated files) are
copied after the database, so every file the database names is there; a file added meanwhile is copied as well and
is harmless. Not copied: the secret key (a backup must not hand out the key that signs sessions and links), the
database file itself, the development mail folder and the maintenance flag.

A backup directory holds `manifest.json`, the database (`database.sqlite3` or `database.pgdump`) and `files/`.
It holds personal data: every directory in it is made 0700 and every file 0600 (owner only), whatever the umask.
Messages are Dutch: they reach the person at the command line.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import shutil
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text
from sqlalchemy.engine import URL, make_url

from adapters.db.engine import create_engine, is_sqlite

MANIFEST = "manifest.json"
FILES_DIR = "files"
SQLITE_FILE = "database.sqlite3"
PG_DUMP_FILE = "database.pgdump"
MANIFEST_FORMAT = 1
# Under the data dir: never part of a backup (secrets, the live database, throw-away development mail).
SKIPPED_NAMES = frozenset({"secret_key", "maintenance.flag", "outbox"})
PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600


class BackupError(Exception):
    """An expected failure with a Dutch message for the command line."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@attrs.frozen
class BackupFile:
    path: str
    size: int
    sha256: str


@attrs.frozen
class Manifest:
    created_at: str
    engine: str
    migration_revision: list[str]
    database: BackupFile
    files: list[BackupFile]

    def to_json(self) -> dict[str, Any]:
        return {"format": MANIFEST_FORMAT, **attrs.asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Manifest:
        return cls(
            created_at=str(data["created_at"]),
            engine=str(data["engine"]),
            migration_revision=[str(r) for r in data["migration_revision"]],
            database=BackupFile(**data["database"]),
            files=[BackupFile(**f) for f in data["files"]],
        )


def engine_name(database_url: str) -> str:
    return "sqlite" if is_sqlite(database_url) else "postgresql"


def sqlite_path(database_url: str) -> Path:
    database = make_url(database_url).database
    if not database or database == ":memory:":
        raise BackupError("Een database in het geheugen kan niet worden geback-upt.")
    return Path(database).resolve()


def _checksum(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _private_dirs(root: Path, directory: Path) -> None:
    """Makes `directory` (under `root`, or `root` itself) with every missing parent up to `root`, owner-only."""
    directory.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR_MODE)
    for path in (directory, *directory.parents):
        path.chmod(PRIVATE_DIR_MODE)
        if path == root:
            return
    raise ValueError(f"{directory} is not under {root}")


def _describe(root: Path, path: Path) -> BackupFile:
    path.chmod(PRIVATE_FILE_MODE)  # every file of a backup is described once, as soon as it is complete
    return BackupFile(path=path.relative_to(root).as_posix(), size=path.stat().st_size, sha256=_checksum(path))


def _data_files(data_dir: Path, skip: Iterable[Path]) -> list[Path]:
    skipped = {p.resolve() for p in skip}
    found: list[Path] = []
    if not data_dir.exists():
        return found
    for entry in sorted(data_dir.iterdir()):
        if entry.name in SKIPPED_NAMES or entry.resolve() in skipped:
            continue
        if entry.is_dir():
            found.extend(p for p in sorted(entry.rglob("*")) if p.is_file() and not p.is_symlink())
        elif entry.is_file():
            found.append(entry)
    return found


def _sqlite_companions(path: Path) -> list[Path]:
    return [path, *(path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal"))]


def _libpq(database_url: str) -> tuple[list[str], dict[str, str]]:
    """Connection arguments for pg_dump/pg_restore; the password travels in the environment, not in `ps`."""
    url: URL = make_url(database_url)
    args = ["--dbname", url.database or ""]
    if url.host:
        args += ["--host", url.host]
    if url.port:
        args += ["--port", str(url.port)]
    if url.username:
        args += ["--username", url.username]
    env = dict(os.environ)
    if url.password:
        env["PGPASSWORD"] = str(url.password)
    return args, env


async def _run(program: str, *args: str, env: dict[str, str]) -> None:
    if shutil.which(program) is None:
        raise BackupError(f"Het programma {program} is niet gevonden; installeer de PostgreSQL-clientprogramma's.")
    process = await asyncio.create_subprocess_exec(
        program, *args, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    _out, err = await process.communicate()
    if process.returncode != 0:
        detail = err.decode(errors="replace").strip().splitlines()
        raise BackupError(f"{program} is mislukt: {detail[-1] if detail else process.returncode}")


def _current_heads(sync_connection: Any) -> list[str]:
    return sorted(MigrationContext.configure(sync_connection).get_current_heads())


async def migration_revision(database_url: str) -> list[str]:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(_current_heads)
    finally:
        await engine.dispose()


def _sqlite_copy(source: Path, target: Path) -> None:
    """The online backup API: a consistent snapshot while other connections keep writing."""
    src = sqlite3.connect(source, timeout=15)
    dst = sqlite3.connect(target)
    try:
        with dst:
            src.backup(dst)
    finally:
        dst.close()
        src.close()


async def make_backup(database_url: str, data_dir: Path, output: Path) -> Manifest:
    """Writes a backup into `output` (a new or empty directory)."""
    await asyncio.to_thread(_prepare_output, output)
    engine = engine_name(database_url)
    if engine == "sqlite" and not await asyncio.to_thread(sqlite_path(database_url).exists):
        raise BackupError(f"Het databasebestand {sqlite_path(database_url)} bestaat niet.")
    try:
        revision = await migration_revision(database_url)
    except Exception as error:
        raise BackupError(f"De database is niet bereikbaar: {type(error).__name__}") from error
    skip: list[Path] = []
    if engine == "sqlite":
        source = sqlite_path(database_url)
        skip = _sqlite_companions(source)
        database_file = output / SQLITE_FILE
        await asyncio.to_thread(_sqlite_copy, source, database_file)
    else:
        args, env = _libpq(database_url)
        database_file = output / PG_DUMP_FILE
        options = ["--format=custom", "--no-owner", "--no-privileges", "--file", str(database_file)]
        await _run("pg_dump", *options, *args, env=env)
    copied = await asyncio.to_thread(_copy_files, data_dir, output / FILES_DIR, skip)
    manifest = Manifest(
        created_at=datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z"),
        engine=engine,
        migration_revision=revision,
        database=_describe(output, database_file),
        files=copied,
    )
    await asyncio.to_thread(_write_private, output / MANIFEST, json.dumps(manifest.to_json(), indent=2) + "\n")
    return manifest


def _write_private(path: Path, text: str) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE_MODE)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(text)
    path.chmod(PRIVATE_FILE_MODE)


def _prepare_output(output: Path) -> None:
    if output.exists() and (not output.is_dir() or any(output.iterdir())):
        raise BackupError(f"De map {output} bestaat al en is niet leeg; kies een nieuwe map.")
    output.mkdir(parents=True, exist_ok=True)
    _private_dirs(output, output)


def _copy_files(data_dir: Path, target: Path, skip: list[Path]) -> list[BackupFile]:
    copied = []
    for path in _data_files(data_dir, skip):
        destination = target / path.relative_to(data_dir)
        _private_dirs(target.parent, destination.parent)
        try:
            shutil.copy2(path, destination)
        except FileNotFoundError:
            continue  # deleted while we copied: the database no longer names it either
        copied.append(_describe(target, destination))
    return copied


def read_manifest(backup: Path) -> Manifest:
    """Reads and checks a backup directory: every file is there with the recorded size and checksum."""
    manifest_file = backup / MANIFEST
    if not manifest_file.is_file():
        raise BackupError(f"{backup} is geen back-up: {MANIFEST} ontbreekt.")
    try:
        manifest = Manifest.from_json(json.loads(manifest_file.read_text()))
    except (ValueError, KeyError, TypeError) as error:
        raise BackupError(f"{MANIFEST} in {backup} is onleesbaar.") from error
    for entry, root in [(manifest.database, backup), *((f, backup / FILES_DIR) for f in manifest.files)]:
        path = root / entry.path
        if not path.is_file() or path.stat().st_size != entry.size or _checksum(path) != entry.sha256:
            raise BackupError(f"De back-up is beschadigd: {entry.path} ontbreekt of klopt niet met het manifest.")
    return manifest


def _sqlite_is_empty(path: Path) -> bool:
    if not path.exists():
        return True
    connection = sqlite3.connect(path)
    try:
        (count,) = connection.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()
    finally:
        connection.close()
    return int(count) == 0


async def _database_is_empty(database_url: str) -> bool:
    if is_sqlite(database_url):
        return await asyncio.to_thread(_sqlite_is_empty, sqlite_path(database_url))
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            count = await connection.scalar(
                text("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")
            )
    finally:
        await engine.dispose()
    return int(count or 0) == 0


async def restore_backup(database_url: str, data_dir: Path, backup: Path, *, force: bool) -> Manifest:
    """Puts a backup back. The target must be empty (no tables, no files) unless `force`; the site must be stopped."""
    manifest = await asyncio.to_thread(read_manifest, backup)
    engine = engine_name(database_url)
    if manifest.engine != engine:
        raise BackupError(
            f"Deze back-up is van een {manifest.engine}-database; de installatie gebruikt {engine}. "
            "Zet hem terug in een installatie met hetzelfde soort database."
        )
    try:
        empty = await _database_is_empty(database_url)
    except Exception as error:
        raise BackupError(f"De database is niet bereikbaar: {type(error).__name__}") from error
    skip = _sqlite_companions(sqlite_path(database_url)) if engine == "sqlite" else []
    existing_files = await asyncio.to_thread(_data_files, data_dir, skip)
    if not force and (not empty or existing_files):
        raise BackupError(
            "De installatie is niet leeg (er staan al gegevens in de database of bestanden in de datamap). "
            "Gebruik --force om alles te overschrijven."
        )
    if engine == "sqlite":
        await asyncio.to_thread(_restore_sqlite, backup / manifest.database.path, sqlite_path(database_url))
    else:
        if not empty:
            await _empty_postgres(database_url)
        args, env = _libpq(database_url)
        dump = str(backup / manifest.database.path)
        await _run("pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", *args, dump, env=env)
    await asyncio.to_thread(_restore_files, manifest, backup, data_dir, existing_files)
    return manifest


def _restore_sqlite(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    for path in _sqlite_companions(target):
        path.unlink(missing_ok=True)
    _sqlite_copy(source, target)


def _restore_files(manifest: Manifest, backup: Path, data_dir: Path, existing: list[Path]) -> None:
    for path in existing:
        path.unlink(missing_ok=True)
    for entry in manifest.files:
        destination = data_dir / entry.path
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(backup / FILES_DIR / entry.path, destination)


async def _empty_postgres(database_url: str) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.begin() as connection:
            await connection.execute(text("DROP SCHEMA public CASCADE"))
            await connection.execute(text("CREATE SCHEMA public"))
    finally:
        await engine.dispose()
