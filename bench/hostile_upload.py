"""A hostile picture upload: peak server memory and the latency of a concurrent `get_products`.

Logs in as the demo superuser, then for `--seconds` keeps firing hostile uploads at a soup (requests of many 9.9 MB
non-pictures, requests over the total limit, and 40-megapixel PNGs that are cheap to send and expensive to decode)
while a visitor polls `GET /web/get_products`. Prints the server's resident memory before and at its peak (VmHWM),
the upload answers, and get_products p50/p95/max before and during the attack.
Usage: .venv/bin/python bench/hostile_upload.py [--seconds 15] [--attackers 3] [--only sqlite]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import re
import statistics
import time
from collections import Counter
from pathlib import Path

import aiohttp
from _server import add_database_options, chosen_servers
from PIL import Image

PASSWORD = "Demo-Superuser-2026"
EMAIL = "superuser@soepketel.nl"


def server_pid(base: str) -> int:
    """The `soep serve` process this bench started (found by its port on the command line)."""
    port = base.rsplit(":", 1)[1]
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"serve" in cmdline and port.encode() in cmdline:
            return int(entry.name)
    raise SystemExit("Serverproces niet gevonden.")


def memory_mb(pid: int, field: str) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    match = re.search(rf"^{field}:\s+(\d+) kB", status, re.M)
    return int(match.group(1)) / 1024 if match else float("nan")


async def login(session: aiohttp.ClientSession, base: str, data_dir: str) -> str:
    started = await (await session.post(f"{base}/web/login", json={"email": EMAIL, "password": PASSWORD})).json()
    outbox = Path(data_dir) / "outbox"
    for _ in range(100):
        mails = sorted(outbox.glob("*.eml"), key=os.path.getmtime) if outbox.exists() else []
        codes = [m.group(1) for p in mails if (m := re.search(r"\b(\d{6})\b", p.read_text(errors="replace")))]
        if codes:
            body = {"code": codes[-1], "user": started["user"], "loginToken": started["loginToken"]}
            return str(await (await session.post(f"{base}/web/validate-2fa-code", json=body)).json())
        await asyncio.sleep(0.2)
    raise SystemExit("Geen inlogcode ontvangen.")


def big_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8000, 5000), (200, 80, 40)).save(buffer, "PNG")  # 40 MP, a few hundred kB on the wire
    return buffer.getvalue()


def hostile_forms(png: bytes) -> list[aiohttp.FormData]:
    junk = os.urandom(int(9.9 * 1024 * 1024))
    forms = []
    many = aiohttp.FormData()
    for n in range(30):  # 30 x 9.9 MB: refused once the request passes its total
        many.add_field(f"image_{n}", junk, filename=f"{n}.jpg", content_type="image/jpeg")
    forms.append(many)
    bombs = aiohttp.FormData()
    for n in range(3):  # three 40-megapixel pictures: decoded one at a time, off the event loop
        bombs.add_field(f"image_{n}", png, filename=f"{n}.png", content_type="image/png")
    forms.append(bombs)
    return forms


async def poll(base: str, until: float) -> list[float]:
    times = []
    async with aiohttp.ClientSession() as session:
        while time.perf_counter() < until:
            started = time.perf_counter()
            async with session.get(f"{base}/web/get_products") as response:
                await response.read()
            times.append(time.perf_counter() - started)
            await asyncio.sleep(0.05)
    return times


def summary(times: list[float]) -> str:
    if not times:
        return "geen metingen"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {statistics.median(ordered) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms"


async def attack(base: str, data_dir: str, pid: int, seconds: float, attackers: int) -> None:
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
        token = await login(session, base, data_dir)
        headers = {"X-CSRF-Token": token}
        product = (await (await session.post(f"{base}/web/admin/create_product", headers=headers)).json())["id"]
        baseline = await poll(base, time.perf_counter() + 3)
        rss_before = memory_mb(pid, "VmRSS")
        png = big_png()
        statuses: Counter[int] = Counter()
        until = time.perf_counter() + seconds

        async def attacker(n: int) -> None:
            while time.perf_counter() < until:
                form = hostile_forms(png)[n % 2]
                url = f"{base}/web/admin/product-upload-extra-picture/{product}"
                try:
                    async with session.post(url, data=form, headers=headers) as response:
                        await response.read()
                        statuses[response.status] += 1
                except aiohttp.ClientError:
                    statuses[0] += 1
                n += 1

        results = await asyncio.gather(poll(base, until), *(attacker(n) for n in range(attackers)))
        during = results[0]
    print(f"  geheugen server: {rss_before:.0f} MB voor de aanval, piek {memory_mb(pid, 'VmHWM'):.0f} MB")
    print(f"  uploads: statussen {dict(sorted(statuses.items()))}")
    print(f"  get_products zonder aanval: {summary(baseline)}")
    print(f"  get_products tijdens aanval: {summary(during)} ({len(during)} verzoeken)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--attackers", type=int, default=3)
    add_database_options(parser, only="sqlite")
    args = parser.parse_args()
    for name, base, env in chosen_servers(args):
        print(f"{name}: {args.attackers} aanvallers, {args.seconds:.0f} s")
        asyncio.run(attack(base, env["SOEP_DATA_DIR"], server_pid(base), args.seconds, args.attackers))


if __name__ == "__main__":
    main()
