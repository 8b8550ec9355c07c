"""Write use cases of the back office through the in-memory fakes: soups, settings and the blacklist."""

from __future__ import annotations

import pytest

from adapters.html_sanitizer import Nh3HtmlSanitizer
from soepkern.domain.blacklist import BlacklistForm
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.products import Product, ProductStatus
from soepkern.domain.site_settings import Category, VariableDefinition, VariableType, storage_value
from soepkern.domain.users import User
from soepkern.ports import Address, LookupUnavailable
from soepkern.services import blacklist_admin, products_admin, shop, site_settings_admin
from soepkern.services.products_admin import ProductForm
from tests.fakes import FakeCatalogueStore

SANITIZER = Nh3HtmlSanitizer()
ACTOR = User(id=1, name="Sanne", email="sanne@example.nl", rol="beheerder")


class FakeLookup:
    def __init__(self, *, down: bool = False) -> None:
        self.down = down

    async def lookup(self, postcode: str, huisnummer: int, toevoeging: str = "") -> Address | None:
        if self.down:
            raise LookupUnavailable()
        return Address(straat="Bolstraat", plaats="Utrecht")


async def test_a_draft_becomes_a_soup_with_a_clean_description_and_a_slug() -> None:
    store = FakeCatalogueStore()
    product_id = await products_admin.create_draft(store)
    form = ProductForm(
        naam="Erwtensoep", status="beschikbaar", prijs="4,50", korting=50, omschrijving="<p>Dik<script>x</script></p>"
    )
    product = await products_admin.update_product(product_id, form, SANITIZER, store)
    saved = await store.products.get(product_id)
    assert saved == product
    assert saved is not None and saved.status is ProductStatus.BESCHIKBAAR
    assert (saved.prijs, saved.korting, saved.price_to_pay) == (450, 50, 400)
    assert "script" not in saved.omschrijving and "Dik" in saved.omschrijving
    assert saved.slug.endswith("erwtensoep")
    assert store.shop_data_changes == 1


async def test_a_bad_soup_form_names_every_field_and_saves_nothing() -> None:
    store = FakeCatalogueStore()
    product_id = await products_admin.create_draft(store)
    before = await store.products.get(product_id)
    with pytest.raises(ValidationFailed) as refused:
        await products_admin.update_product(
            product_id, ProductForm(naam=" ", status="weg", prijs="x"), SANITIZER, store
        )
    assert {"naam", "status", "prijs"} <= set(refused.value.errors)
    assert await store.products.get(product_id) == before
    assert store.shop_data_changes == 0


async def test_settings_are_saved_per_category_and_unknown_categories_refused() -> None:
    store = FakeCatalogueStore()
    await site_settings_admin.save_variables({"category": "website_open", "website_open": 0}, SANITIZER, store)
    assert (await store.settings_values.get_all())["website_open"] == "0"
    assert store.shop_data_changes == 1
    with pytest.raises(ValidationFailed):
        await site_settings_admin.save_variables({"category": "geen"}, SANITIZER, store)
    assert store.shop_data_changes == 1


def test_a_select_takes_only_one_of_its_options() -> None:
    select = VariableDefinition("bezorgdag", "Bezorgdag", VariableType.SELECT, Category.SOEP_PAGINAS, "", ("ma", "di"))
    assert storage_value(select, "di") == "di"
    assert storage_value(select, "") == ""
    with pytest.raises(ValidationFailed) as refused:
        storage_value(select, "zo")
    assert refused.value.errors == {"bezorgdag": ["Kies een van de opties."]}


async def test_a_blocked_address_gets_street_and_place_from_the_lookup_and_survives_it_being_down() -> None:
    store = FakeCatalogueStore()
    item = await blacklist_admin.create_item(
        BlacklistForm(postcode="3581 ws", huisnummer="1"), ACTOR, store, FakeLookup()
    )
    assert (item.postcode, item.straat, item.plaats) == ("3581WS", "Bolstraat", "Utrecht")
    down = await blacklist_admin.create_item(
        BlacklistForm(email="Iemand@Example.nl"), ACTOR, store, FakeLookup(down=True)
    )
    assert down.email == "iemand@example.nl"
    assert len(await store.blacklist.list_all()) == 2
    await blacklist_admin.delete_item(item.id or 0, store)
    assert [i.id for i in await store.blacklist.list_all()] == [down.id]
    assert store.shop_data_changes == 3
    with pytest.raises(ValidationFailed):
        await blacklist_admin.create_item(BlacklistForm(), ACTOR, store, FakeLookup())


async def test_the_public_site_lists_only_available_visible_soups() -> None:
    store = FakeCatalogueStore()
    shown = await store.products.add(
        Product(id=None, naam="Erwtensoep", slug="1-erwtensoep", status=ProductStatus.BESCHIKBAAR)
    )
    await store.products.add(Product(id=None, naam="Concept", slug="2-concept"))
    await store.products.add(
        Product(id=None, naam="Verborgen", slug="3-verborgen", status=ProductStatus.BESCHIKBAAR, visible=False)
    )
    assert [p.id for p in await shop.listed_products(store)] == [shown]
