"""Contact-form subjects: the names visitors choose from; staff set the e-mail address per subject."""

from __future__ import annotations

DEFAULT_SUBJECTS: tuple[str, ...] = (
    "Algemene vraag",
    "Dagelijkse soep",
    "Dagprogramma",
    "Beschermd en beschut wonen",
    "Werkplaatsen",
    "Stage, werk en vrijwilligerswerk",
    "Donaties",
)
