"""The information pages' texts: every page has an editor variable whose default survives the sanitiser unchanged."""

from __future__ import annotations

from adapters.html_sanitizer import Nh3HtmlSanitizer
from soepkern.domain import site_settings
from soepkern.domain.page_texts import PAGE_TEXTS, PUBLICATIONS


def test_every_page_text_is_a_public_editor_variable() -> None:
    for text in PAGE_TEXTS:
        definition = site_settings.definition(text.key)
        assert definition.type is site_settings.VariableType.EDITOR and definition.public
        assert definition.category.value.startswith("paginas_")
    assert len({t.key for t in PAGE_TEXTS}) == len(PAGE_TEXTS) == 24


def test_defaults_are_already_clean_html() -> None:
    sanitizer = Nh3HtmlSanitizer()
    for text in PAGE_TEXTS:
        assert sanitizer.clean(text.default) == text.default, text.key
        assert "lorem" not in text.default.lower()


def test_the_spec_numbers_are_in_the_texts() -> None:
    by_key = {t.key: t.default for t in PAGE_TEXTS}
    assert "veertien plaatsen" in by_key["pagina_beschermd_wonen_tekst"]
    assert "18 tot 27" in by_key["pagina_beschermd_wonen_tekst"]
    assert "26 woningen" in by_key["pagina_woongemeenschap_tekst"]
    assert "14 tot 27" in by_key["pagina_dagprogramma_tekst"]


def test_publications_are_file_upload_variables() -> None:
    for publication in PUBLICATIONS:
        assert site_settings.definition(publication.key).type is site_settings.VariableType.FILE_UPLOAD


def test_the_privacy_statement_says_what_why_how_long_and_rights() -> None:
    text = {t.key: t for t in PAGE_TEXTS}["pagina_privacy_tekst"]
    assert text.category == "paginas_privacy"
    for heading in ("Welke gegevens", "Waarom", "Hoe lang", "Uw rechten", "Contact"):
        assert f"<h2>{heading}" in text.default
    assert "Autoriteit Persoonsgegevens" in text.default
