"""A suggested delivery route: distances between stops and an order that keeps the round short.

The tour starts at the foundation's own point and ends at the last stop (the deliverer does not have to come back
for the round to be done, so the return leg is not counted). Stops without coordinates cannot be placed by distance:
they keep the index staff gave them and the stops with coordinates are ordered around them. A stop without
coordinates is skipped when measuring, so the leg runs from the stop before it to the stop after it.

`shortest_path` is what a route solver port (OR-Tools, decision 0078) replaces; `arrange` puts any solver's order
back around the fixed stops and keeps the staff order when the solver's is not shorter (decisions 0054, 0078).
Up to `EXACT_LIMIT` stops with coordinates it finds the shortest order exactly (Held-Karp); above that it uses
nearest neighbour followed by 2-opt, started from both the nearest-neighbour order and the staff order, and never
returns an order longer than the staff order.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Sequence

import attrs

EARTH_RADIUS_KM = 6371.0088
EXACT_LIMIT = 9
_EPSILON = 1e-9

NOTE_NO_COORDINATES = "Dit adres heeft geen coördinaten en blijft op de plaats die u koos."


def _latitude(_instance: object, _attribute: attrs.Attribute[float], value: float) -> None:
    if not -90.0 <= value <= 90.0:
        raise ValueError("latitude outside -90..90")


def _longitude(_instance: object, _attribute: attrs.Attribute[float], value: float) -> None:
    if not -180.0 <= value <= 180.0:
        raise ValueError("longitude outside -180..180")


@attrs.frozen
class Point:
    """A WGS84 point in degrees (PDOK's `centroide_ll` is 'POINT(lon lat)')."""

    lat: float = attrs.field(validator=_latitude)
    lon: float = attrs.field(validator=_longitude)


@attrs.frozen
class Stop:
    """One stop of a delivery list; `id` is what the caller knows it by (an order id)."""

    id: int
    point: Point | None = None


@attrs.frozen
class RouteSuggestion:
    stops: tuple[Stop, ...]
    length_before_km: float
    length_after_km: float
    without_coordinates: tuple[int, ...]
    """Ids of the stops that stayed where staff put them for want of coordinates."""


_NUMBER = r"(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)"
_WKT_POINT = re.compile(rf"\s*POINT\s*\(\s*{_NUMBER}\s+{_NUMBER}\s*\)\s*", re.IGNORECASE)


def point_from_centroid(text: str | None) -> Point | None:
    """The point of PDOK's `centroide_ll` ('POINT(lon lat)', WGS84); None when absent or not a point on earth."""
    match = _WKT_POINT.fullmatch(text or "")
    if match is None:
        return None
    lon, lat = float(match.group(1)), float(match.group(2))
    if not (-90.0 <= lat <= 90.0 and -180.0 <= lon <= 180.0):
        return None
    return Point(lat=lat, lon=lon)


def haversine_km(a: Point, b: Point) -> float:
    """Great-circle distance in kilometres."""
    phi1, phi2 = math.radians(a.lat), math.radians(b.lat)
    d_phi = phi2 - phi1
    d_lambda = math.radians(b.lon - a.lon)
    h = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


def route_length_km(start: Point, stops: Sequence[Stop]) -> float:
    """Length of the tour start → stops in the given order; stops without coordinates are skipped."""
    return _path_length([start, *(s.point for s in stops if s.point is not None)])


def located_points(start: Point, stops: Sequence[Stop]) -> list[Point]:
    """The start followed by the points of the stops that have coordinates, in the staff order: what a solver
    orders (`shortest_path`, or a `RouteSolver` port)."""
    return [start, *(s.point for s in stops if s.point is not None)]


def shortest_path(points: Sequence[Point]) -> list[int]:
    """Indices 1..n of `points` in a short visiting order from points[0] (an open path): exact up to
    `EXACT_LIMIT`, nearest neighbour + 2-opt above, never longer than the given order."""
    if len(points) - 1 <= EXACT_LIMIT:
        return _exact_path(points)
    staff = list(range(1, len(points)))
    candidates = [_two_opt(points, _nearest_neighbour(points)), _two_opt(points, staff), staff]
    return min(candidates, key=lambda o: _order_length(points, o))


def arrange(start: Point, stops: Sequence[Stop], order: Sequence[int]) -> list[Stop]:
    """The stops with the located ones in `order` (indices 1..n into `located_points`), in the slots they held;
    stops without coordinates keep their index. An order that is not a permutation of 1..n, or that is longer
    than the staff order, leaves the staff order: a solver can never lose, repeat or worsen a stop."""
    slots = [i for i, s in enumerate(stops) if s.point is not None]
    located = [stops[i] for i in slots]
    points = located_points(start, stops)
    staff = list(range(1, len(points)))
    if sorted(order) != staff or _order_length(points, order) > _order_length(points, staff) + _EPSILON:
        order = staff
    result = list(stops)
    for slot, index in zip(slots, order, strict=True):
        result[slot] = located[index - 1]
    return result


def suggest_order(start: Point, stops: Sequence[Stop]) -> list[Stop]:
    """A short order of the stops from `start`; stops without coordinates keep their index."""
    return arrange(start, stops, shortest_path(located_points(start, stops)))


def route_suggestion(start: Point, stops: Sequence[Stop], ordered: Sequence[Stop]) -> RouteSuggestion:
    """The suggested order with the distance before and after, for staff to accept or not."""
    return RouteSuggestion(
        stops=tuple(ordered),
        length_before_km=route_length_km(start, stops),
        length_after_km=route_length_km(start, ordered),
        without_coordinates=tuple(s.id for s in stops if s.point is None),
    )


def suggest_route(start: Point, stops: Sequence[Stop]) -> RouteSuggestion:
    """The suggested order with the distance before and after, for staff to accept or not."""
    return route_suggestion(start, stops, suggest_order(start, stops))


def _path_length(points: Sequence[Point | None]) -> float:
    located = [p for p in points if p is not None]
    return sum(haversine_km(a, b) for a, b in itertools.pairwise(located))


def _order_length(points: Sequence[Point], order: Sequence[int]) -> float:
    return _path_length([points[0], *(points[i] for i in order)])


def _distance_matrix(points: Sequence[Point]) -> list[list[float]]:
    return [[haversine_km(a, b) for b in points] for a in points]


def _nearest_neighbour(points: Sequence[Point]) -> list[int]:
    """Indices 1..n of `points` (0 is the start) in nearest-neighbour order; ties go to the lower index."""
    dist = _distance_matrix(points)
    left = list(range(1, len(points)))
    order: list[int] = []
    here = 0
    while left:
        here = min(left, key=lambda j: (dist[here][j], j))
        left.remove(here)
        order.append(here)
    return order


def _two_opt(points: Sequence[Point], order: Sequence[int]) -> list[int]:
    """Improve an open path from points[0] by reversing segments until no reversal shortens it."""
    dist = _distance_matrix(points)
    path = [0, *order]
    last = len(path) - 1
    improved = True
    while improved:
        improved = False
        for i in range(1, last):
            for j in range(i + 1, last + 1):
                before = dist[path[i - 1]][path[i]]
                after = dist[path[i - 1]][path[j]]
                if j < last:
                    before += dist[path[j]][path[j + 1]]
                    after += dist[path[i]][path[j + 1]]
                if after < before - _EPSILON:
                    path[i : j + 1] = reversed(path[i : j + 1])
                    improved = True
    return path[1:]


def _exact_path(points: Sequence[Point]) -> list[int]:
    """The shortest open path from points[0] through all others (Held-Karp); ties go to the staff order."""
    n = len(points) - 1
    if n <= 1:
        return list(range(1, n + 1))
    dist = _distance_matrix(points)
    # best[(mask, j)] = (length, previous) of the shortest path from 0 visiting `mask` and ending at j (1-based).
    best: dict[tuple[int, int], tuple[float, int]] = {}
    for j in range(1, n + 1):
        best[(1 << (j - 1), j)] = (dist[0][j], 0)
    for mask in range(1, 1 << n):
        for j in range(1, n + 1):
            entry = best.get((mask, j))
            if entry is None:
                continue
            for k in range(1, n + 1):
                bit = 1 << (k - 1)
                if mask & bit:
                    continue
                length = entry[0] + dist[j][k]
                current = best.get((mask | bit, k))
                if current is None or length < current[0] - _EPSILON:
                    best[(mask | bit, k)] = (length, j)
    full = (1 << n) - 1
    end = min(range(1, n + 1), key=lambda j: best[(full, j)][0])
    order: list[int] = []
    mask = full
    while end:
        order.append(end)
        _, previous = best[(mask, end)]
        mask &= ~(1 << (end - 1))
        end = previous
    order.reverse()
    staff = list(range(1, n + 1))
    if _order_length(points, staff) <= _order_length(points, order) + _EPSILON:
        return staff
    return order
