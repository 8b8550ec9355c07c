"""Route solvers behind the RouteSolver port (decision 0078)."""
