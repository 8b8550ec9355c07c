"""`Container.ports` builds every use case's port bundle from the container's adapters, by field name."""

from __future__ import annotations

from pathlib import Path

import attrs

from entrypoints.bootstrap import Container
from entrypoints.settings import load_settings

BUNDLES = sorted(
    name for name, value in vars(Container).items() if name.endswith("_ports") and isinstance(value, property)
)
ADAPTERS = ("clock", "uow_factory", "image_store", "password_hasher", "mails", "sanitizer")


def test_every_port_bundle_is_filled_from_the_container(tmp_path: Path) -> None:
    settings = load_settings(
        {
            "SOEP_DATA_DIR": str(tmp_path),
            "SOEP_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'soep.db'}",
            "SOEP_SECRET_KEY": "test-secret-key-for-the-test-suite",
            "SOEP_PUBLIC_URL": "https://soep.example.nl",
        }
    )
    adapters = {name: object() for name in ADAPTERS}
    container = Container(settings=settings, address_lookup=object(), **adapters)  # type: ignore[arg-type]
    assert len(BUNDLES) == 14
    for name in BUNDLES:
        bundle = getattr(container, name)
        for field in attrs.fields(type(bundle)):
            value = getattr(bundle, field.name)
            assert value is not None, (name, field.name)
            if field.name in ADAPTERS:
                assert value is adapters[field.name], (name, field.name)
        if "public_url" in attrs.fields_dict(type(bundle)):
            assert bundle.public_url == "https://soep.example.nl"
