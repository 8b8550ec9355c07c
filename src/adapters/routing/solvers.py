"""The RouteSolver port: OR-Tools' routing library when it is installed, the domain's tested heuristic otherwise.

Both solve an open path from the foundation's point through every stop (the way back is not counted). Small rounds
(up to `EXACT_LIMIT` stops) are solved exactly by the domain in either case; OR-Tools takes the larger ones
(cheapest arc, then guided local search for at most `time_limit` seconds, in a worker thread so the event loop
keeps serving). Whatever a solver answers, `route_plan.arrange` keeps the staff order when it is not shorter.
"""

from __future__ import annotations

import asyncio
import importlib.util
from collections.abc import Sequence

from soepkern.domain.route_plan import EXACT_LIMIT, Point, haversine_km, shortest_path
from soepkern.ports import RouteSolver

DEFAULT_TIME_LIMIT_SECONDS = 1.0


class HeuristicRouteSolver:
    """The domain's solver: exact up to EXACT_LIMIT stops, nearest neighbour + 2-opt above (decision 0054)."""

    async def shortest_path(self, points: Sequence[Point]) -> list[int]:
        if len(points) - 1 <= EXACT_LIMIT:
            return shortest_path(points)
        return await asyncio.to_thread(shortest_path, list(points))


class OrToolsRouteSolver:
    """OR-Tools' vehicle routing with one vehicle from node 0 to a free end (a dummy node at distance 0)."""

    def __init__(self, time_limit: float = DEFAULT_TIME_LIMIT_SECONDS, exact_limit: int = EXACT_LIMIT) -> None:
        self._time_limit = time_limit
        self._exact_limit = exact_limit

    async def shortest_path(self, points: Sequence[Point]) -> list[int]:
        if len(points) - 1 <= self._exact_limit:
            return shortest_path(points)
        return await asyncio.to_thread(self.solve, list(points))

    def solve(self, points: Sequence[Point]) -> list[int]:
        from ortools.constraint_solver import pywrapcp, routing_enums_pb2

        n = len(points)
        if n <= 2:
            return list(range(1, n))
        end = n  # the dummy end: reaching it costs nothing, so the path may end at any stop
        metres = [[round(haversine_km(a, b) * 1000) for b in points] for a in points]
        manager = pywrapcp.RoutingIndexManager(n + 1, 1, [0], [end])
        routing = pywrapcp.RoutingModel(manager)

        def distance(from_index: int, to_index: int) -> int:
            a, b = manager.IndexToNode(from_index), manager.IndexToNode(to_index)
            return 0 if end in (a, b) else metres[a][b]

        routing.SetArcCostEvaluatorOfAllVehicles(routing.RegisterTransitCallback(distance))
        parameters = pywrapcp.DefaultRoutingSearchParameters()
        parameters.first_solution_strategy = routing_enums_pb2.FirstSolutionStrategy.PATH_CHEAPEST_ARC
        parameters.local_search_metaheuristic = routing_enums_pb2.LocalSearchMetaheuristic.GUIDED_LOCAL_SEARCH
        parameters.time_limit.FromMilliseconds(max(1, round(self._time_limit * 1000)))
        solution = routing.SolveWithParameters(parameters)
        if solution is None:
            return shortest_path(points)
        order: list[int] = []
        index = solution.Value(routing.NextVar(routing.Start(0)))
        while not routing.IsEnd(index):
            order.append(manager.IndexToNode(index))
            index = solution.Value(routing.NextVar(index))
        return order


def ortools_installed() -> bool:
    return importlib.util.find_spec("ortools") is not None


def default_route_solver() -> RouteSolver:
    """OR-Tools when installed, otherwise the domain's heuristic."""
    return OrToolsRouteSolver() if ortools_installed() else HeuristicRouteSolver()
