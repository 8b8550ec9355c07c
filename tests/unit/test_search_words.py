"""The admin searches' words as the domain reads them: an e-mail address or postcode is one word compared whole, a
short number alone is a record number only, anything else is a fragment (the adapter turns them into SQL)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.email_address import is_valid_email
from soepkern.domain.search import SearchWord, WordKind, search_term, search_words


def test_each_kind_of_word() -> None:
    assert search_words("Anna@Example.NL") == [SearchWord(WordKind.EMAIL, "anna@example.nl")]
    assert search_words(" 3511 ab ") == [SearchWord(WordKind.POSTCODE, "3511AB")]
    assert search_words("12") == [SearchWord(WordKind.NUMBER, "12", only_number=True)]
    assert search_words("1234") == [SearchWord(WordKind.NUMBER, "1234")]
    assert search_words("Bolstraat 12") == [
        SearchWord(WordKind.FRAGMENT, "bolstraat"),
        SearchWord(WordKind.NUMBER, "12"),
    ]
    assert search_words("Ézra  utrecht") == [
        SearchWord(WordKind.FRAGMENT, "ezra"),
        SearchWord(WordKind.FRAGMENT, "utrecht"),
    ]
    assert search_words("   ") == []


def test_the_one_email_rule_decides_what_is_an_address() -> None:
    # What the shop would refuse as an address is searched as text, never as an equality that cannot match.
    assert search_words("jan.@example.nl") == [SearchWord(WordKind.FRAGMENT, "jan.@example.nl")]
    assert search_words("jan@example") == [SearchWord(WordKind.FRAGMENT, "jan@example")]
    assert search_words("jan@example.nl utrecht")[0] == SearchWord(WordKind.EMAIL, "jan@example.nl")


@given(st.text(max_size=40))
def test_words_are_the_folded_search_and_each_kind_holds(text: str) -> None:
    words = search_words(text)
    if all(word.kind is not WordKind.POSTCODE for word in words):
        assert " ".join(word.text for word in words) == search_term(text)
    for word in words:
        assert word.text and " " not in word.text
        assert (word.kind is WordKind.EMAIL) == is_valid_email(word.text)
        assert (word.kind is WordKind.NUMBER) == word.text.isdigit()
        assert not word.only_number or (len(words) == 1 and len(word.text) < 4)
