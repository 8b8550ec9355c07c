"""The information pages' texts: every page has an editor variable whose default (website copy, outside the core)
survives the sanitiser unchanged, and the page table names only variables the core declares."""

from __future__ import annotations

import pytest

from adapters.html_sanitizer import Nh3HtmlSanitizer
from entrypoints.site_copy import site_copy, text_defaults
from soepkern.domain import site_settings
from soepkern.domain.site_settings import PAGE_TEXTS, PUBLICATIONS


def test_every_page_text_is_a_public_editor_variable() -> None:
    for text in PAGE_TEXTS:
        definition = site_settings.definition(text.key)
        assert definition.type is site_settings.VariableType.EDITOR and definition.public
        assert definition.category.value.startswith("paginas_")
    assert len({t.key for t in PAGE_TEXTS}) == len(PAGE_TEXTS) == 24


def test_every_page_text_has_one_default_text_file_and_no_file_is_left_over() -> None:
    assert set(text_defaults()) == {text.key for text in PAGE_TEXTS}


def test_the_stored_defaults_take_the_page_texts_from_the_site_copy() -> None:
    defaults = site_settings.defaults(text_defaults())
    assert defaults["pagina_over_ons_tekst"] == text_defaults()["pagina_over_ons_tekst"]
    assert defaults["pagina_over_ons_tekst"].startswith("<p>Stichting De Soepketel is er voor jongeren")
    assert defaults["website_open"] == "1"
    assert set(defaults) == {d.key for d in site_settings.CATALOGUE}
    with pytest.raises(ValueError, match="pagina_privacy_tekst"):
        site_settings.defaults({k: v for k, v in text_defaults().items() if k != "pagina_privacy_tekst"})


def test_the_page_table_names_only_declared_variables() -> None:
    named = [variable for page in site_copy().pages for variable in page.variables]
    assert len(named) >= 24
    for variable in named:
        assert site_settings.definition(variable).type is site_settings.VariableType.EDITOR, variable
    assert {text.key for text in PAGE_TEXTS} <= set(named)


def test_defaults_are_already_clean_html() -> None:
    sanitizer = Nh3HtmlSanitizer()
    for key, default in text_defaults().items():
        assert sanitizer.clean(default) == default, key
        assert "lorem" not in default.lower() and default.startswith("<") and not default.endswith("\n")


def test_the_spec_numbers_are_in_the_texts() -> None:
    by_key = text_defaults()
    assert "veertien plaatsen" in by_key["pagina_beschermd_wonen_tekst"]
    assert "18 tot 27" in by_key["pagina_beschermd_wonen_tekst"]
    assert "26 woningen" in by_key["pagina_woongemeenschap_tekst"]
    assert "14 tot 27" in by_key["pagina_dagprogramma_tekst"]


def test_publications_are_file_upload_variables() -> None:
    for publication in PUBLICATIONS:
        assert site_settings.definition(publication.key).type is site_settings.VariableType.FILE_UPLOAD


def test_the_privacy_statement_says_what_why_how_long_and_rights() -> None:
    assert site_settings.definition("pagina_privacy_tekst").category == "paginas_privacy"
    text = text_defaults()["pagina_privacy_tekst"]
    for heading in ("Welke gegevens", "Waarom", "Hoe lang", "Uw rechten", "Contact"):
        assert f"<h2>{heading}" in text
    assert "Autoriteit Persoonsgegevens" in text
