"""SQL repositories: one module per aggregate, each with explicit row <-> entity mapping."""
