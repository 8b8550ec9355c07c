"""The suggested route: distances, brute-force optimum on small rounds, no lost stops, fixed stops stay put."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from soepkern.domain.route_plan import (
    EXACT_LIMIT,
    Point,
    Stop,
    haversine_km,
    point_from_centroid,
    route_length_km,
    suggest_order,
    suggest_route,
)

HOME = Point(52.0907, 5.1214)  # Utrecht
TOLERANCE_KM = 1e-6

# A town-sized box around the foundation, and one with duplicates and far-away points for edge cases.
points = st.builds(Point, st.floats(51.9, 52.3), st.floats(4.9, 5.4))
any_points = st.builds(Point, st.floats(-89.9, 89.9), st.floats(-179.9, 179.9))


def stops_of(draws: list[Point | None]) -> list[Stop]:
    return [Stop(id=100 + i, point=p) for i, p in enumerate(draws)]


def brute_force_km(start: Point, stops: list[Stop]) -> float:
    """The shortest length over every order of the located stops among their own slots."""
    slots = [i for i, s in enumerate(stops) if s.point is not None]
    located = [stops[i] for i in slots]
    best = math.inf
    for perm in itertools.permutations(located):
        trial = list(stops)
        for slot, stop in zip(slots, perm, strict=True):
            trial[slot] = stop
        best = min(best, route_length_km(start, trial))
    return best


def assert_a_fair_reordering(stops: list[Stop], ordered: list[Stop]) -> None:
    """Every stop once, not longer than the staff order, the stops without coordinates in their place."""
    assert sorted(s.id for s in ordered) == [s.id for s in stops]
    assert len({s.id for s in ordered}) == len(stops)
    assert route_length_km(HOME, ordered) <= route_length_km(HOME, stops) + TOLERANCE_KM
    for index, stop in enumerate(stops):
        if stop.point is None:
            assert ordered[index] == stop


def test_haversine_known_distance() -> None:
    amsterdam = Point(52.3676, 4.9041)
    utrecht = Point(52.0907, 5.1214)
    # About 34 km as the crow flies.
    assert 33.5 < haversine_km(amsterdam, utrecht) < 35.0
    assert haversine_km(utrecht, utrecht) == 0.0
    # A quarter of the earth's circumference along the equator.
    assert haversine_km(Point(0, 0), Point(0, 90)) == pytest.approx(math.pi * 6371.0088 / 2)


@given(any_points, any_points)
def test_haversine_is_symmetric_and_non_negative(a: Point, b: Point) -> None:
    assert haversine_km(a, b) == pytest.approx(haversine_km(b, a), abs=1e-9)
    assert 0.0 <= haversine_km(a, b) <= math.pi * 6371.0088 + 1e-6


@given(any_points, any_points, any_points)
def test_haversine_triangle_inequality(a: Point, b: Point, c: Point) -> None:
    assert haversine_km(a, c) <= haversine_km(a, b) + haversine_km(b, c) + 1e-6


def test_route_length_skips_stops_without_coordinates() -> None:
    a, b = Point(52.1, 5.1), Point(52.2, 5.2)
    with_gap = [Stop(1, a), Stop(2, None), Stop(3, b)]
    assert route_length_km(HOME, with_gap) == pytest.approx(haversine_km(HOME, a) + haversine_km(a, b))
    assert route_length_km(HOME, []) == 0.0


def test_coordinates_must_be_on_earth() -> None:
    with pytest.raises(ValueError):
        Point(91.0, 5.0)
    with pytest.raises(ValueError):
        Point(52.0, 181.0)


def test_a_clear_detour_is_removed() -> None:
    near, middle, far = Point(52.10, 5.12), Point(52.15, 5.12), Point(52.20, 5.12)
    staff = [Stop(3, far), Stop(1, near), Stop(2, middle)]
    route = suggest_route(HOME, staff)
    assert [s.id for s in route.stops] == [1, 2, 3]
    assert route.length_after_km < route.length_before_km
    assert route.without_coordinates == ()


def test_stop_without_coordinates_is_reported_and_stays() -> None:
    staff = [Stop(3, Point(52.2, 5.12)), Stop(9, None), Stop(1, Point(52.1, 5.12))]
    route = suggest_route(HOME, staff)
    assert route.stops[1] == Stop(9, None)
    assert [s.id for s in route.stops] == [1, 9, 3]
    assert route.without_coordinates == (9,)


def test_an_already_best_staff_order_is_kept_as_is() -> None:
    # Two stops at the same point: either order is optimal, staff's stays.
    same = Point(52.15, 5.15)
    staff = [Stop(2, same), Stop(1, same)]
    assert suggest_order(HOME, staff) == staff


@settings(max_examples=150, deadline=None)
@given(st.lists(points, min_size=0, max_size=6))
def test_exactly_the_optimum_up_to_six_stops(draws: list[Point]) -> None:
    stops = stops_of(list(draws))
    assert route_length_km(HOME, suggest_order(HOME, stops)) <= brute_force_km(HOME, stops) + TOLERANCE_KM


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(points, st.none()), min_size=7, max_size=7))
def test_the_optimum_for_seven_stops_with_fixed_ones(draws: list[Point | None]) -> None:
    stops = stops_of(draws)
    assert route_length_km(HOME, suggest_order(HOME, stops)) <= brute_force_km(HOME, stops) + TOLERANCE_KM


@settings(max_examples=80, deadline=None)
@given(st.lists(st.one_of(points, points, st.none()), min_size=0, max_size=EXACT_LIMIT + 8))
def test_never_loses_or_repeats_and_never_longer_and_fixed_stops_stay(draws: list[Point | None]) -> None:
    stops = stops_of(draws)
    assert_a_fair_reordering(stops, suggest_order(HOME, stops))


@settings(max_examples=40, deadline=None)
@given(st.lists(points, min_size=EXACT_LIMIT + 1, max_size=EXACT_LIMIT + 10))
def test_heuristic_on_large_rounds_is_deterministic_and_not_longer(draws: list[Point]) -> None:
    stops = stops_of(list(draws))
    first = suggest_order(HOME, stops)
    assert suggest_order(HOME, stops) == first
    assert route_length_km(HOME, first) <= route_length_km(HOME, stops) + TOLERANCE_KM


def test_heuristic_finds_the_line_on_a_large_round() -> None:
    # Stops along one road, shuffled: the shortest round visits them from near to far.
    line = [Stop(i, Point(52.10 + i * 0.01, 5.12)) for i in range(EXACT_LIMIT + 6)]
    shuffled = line[::2] + line[1::2][::-1]
    assert suggest_order(HOME, shuffled) == line


@settings(max_examples=30, deadline=None)
@given(st.lists(points, min_size=EXACT_LIMIT + 1, max_size=EXACT_LIMIT + 8))
def test_no_single_reversal_shortens_a_large_round(draws: list[Point]) -> None:
    ordered = suggest_order(HOME, stops_of(list(draws)))
    length = route_length_km(HOME, ordered)
    for i in range(len(ordered)):
        for j in range(i + 2, len(ordered) + 1):
            reversed_segment = ordered[:i] + ordered[i:j][::-1] + ordered[j:]
            assert route_length_km(HOME, reversed_segment) >= length - TOLERANCE_KM


def test_point_from_pdok_centroid() -> None:
    fixture = json.loads((Path(__file__).parents[1] / "fixtures" / "pdok-free-adres.json").read_text())
    centroid = fixture["response"]["docs"][0]["centroide_ll"]
    assert point_from_centroid(centroid) == Point(lat=52.08884161, lon=5.13287587)
    assert point_from_centroid("point( -4.5  -12 )") == Point(lat=-12.0, lon=-4.5)


@pytest.mark.parametrize("text", [None, "", "POINT(5.1)", "POINT(137569.474 455650.561)", "LINESTRING(1 2)"])
def test_no_point_from_other_texts(text: str | None) -> None:
    assert point_from_centroid(text) is None


@given(any_points)
def test_centroid_round_trip(point: Point) -> None:
    assert point_from_centroid(f"POINT({point.lon!r} {point.lat!r})") == point
