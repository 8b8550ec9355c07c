"""The RouteSolver adapters (decision 0078): OR-Tools and the domain heuristic against brute force on small rounds;
whatever they answer, `arrange` never loses, repeats or worsens a stop and fixed stops stay put."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.routing.solvers import HeuristicRouteSolver, OrToolsRouteSolver, default_route_solver, ortools_installed
from soepkern.domain.route_plan import Point, Stop, arrange, located_points, route_length_km
from soepkern.ports import RouteSolver
from tests.unit.test_route_plan import HOME, TOLERANCE_KM, assert_a_fair_reordering, brute_force_km, points, stops_of

# OR-Tools works in whole metres: its optimum may differ from the exact one by rounding, never by more.
METRE_TOLERANCE_KM = 0.001 * 10

needs_ortools = pytest.mark.skipif(not ortools_installed(), reason="OR-Tools is not installed")


def solve(solver: RouteSolver, stops: Sequence[Stop]) -> list[Stop]:
    order = asyncio.run(solver.shortest_path(located_points(HOME, stops)))
    return arrange(HOME, stops, order)


@needs_ortools
@settings(max_examples=25, deadline=None)
@given(st.lists(points, min_size=0, max_size=6))
def test_ortools_itself_finds_the_brute_force_optimum_on_small_rounds(draws: list[Point]) -> None:
    stops = stops_of(list(draws))
    ortools = OrToolsRouteSolver(time_limit=0.1, exact_limit=0)  # OR-Tools also for the smallest rounds
    assert route_length_km(HOME, solve(ortools, stops)) <= brute_force_km(HOME, stops) + METRE_TOLERANCE_KM


@pytest.mark.parametrize("solver", [HeuristicRouteSolver(), OrToolsRouteSolver(time_limit=0.1)], ids=type)
@settings(max_examples=30, deadline=None)
@given(draws=st.lists(st.one_of(points, st.none()), min_size=0, max_size=7))
def test_as_configured_the_solvers_are_exact_on_small_rounds(solver: RouteSolver, draws: list[Point | None]) -> None:
    stops = stops_of(draws)
    assert route_length_km(HOME, solve(solver, stops)) <= brute_force_km(HOME, stops) + TOLERANCE_KM


@needs_ortools
@settings(max_examples=15, deadline=None)
@given(st.lists(st.one_of(points, points, points, st.none()), min_size=10, max_size=25))
def test_ortools_never_loses_or_repeats_and_fixed_stops_stay(draws: list[Point | None]) -> None:
    stops = stops_of(draws)
    assert_a_fair_reordering(stops, solve(OrToolsRouteSolver(time_limit=0.05), stops))


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.one_of(points, st.none()), min_size=0, max_size=8),
    st.lists(st.integers(-2, 10), max_size=10),
)
def test_arrange_keeps_the_staff_order_for_a_broken_answer(draws: list[Point | None], answer: list[int]) -> None:
    """A solver that loses, repeats or invents a stop, or answers a longer order, changes nothing."""
    stops = stops_of(draws)
    ordered = arrange(HOME, stops, answer)
    assert sorted(s.id for s in ordered) == [s.id for s in stops]
    assert route_length_km(HOME, ordered) <= route_length_km(HOME, stops) + TOLERANCE_KM
    located = len(located_points(HOME, stops)) - 1
    if sorted(answer) != list(range(1, located + 1)):
        assert ordered == stops


def test_the_default_solver_is_ortools_when_installed() -> None:
    expected = OrToolsRouteSolver if ortools_installed() else HeuristicRouteSolver
    assert isinstance(default_route_solver(), expected)
