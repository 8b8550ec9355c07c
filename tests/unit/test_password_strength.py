"""New passwords (issue 23, point 7): zxcvbn with the user's words and the site's name, plus the bundled list."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.password_strength import ZxcvbnPasswordJudge, common_passwords, is_common
from soepkern.domain.passwords import TOO_COMMON, TOO_PERSONAL, password_context

JUDGE = ZxcvbnPasswordJudge()
CONTEXT = password_context(name="Sanne de Vries", email="sanne@example.nl")


def test_the_bundled_list_holds_ten_thousand_breached_and_dutch_passwords() -> None:
    listed = common_passwords()
    assert len(listed) >= 10_000
    assert {"123456", "password", "qwerty", "welkom", "wachtwoord", "soepketel"} <= listed


@pytest.mark.parametrize(
    "password",
    [
        "aaaaaaaaaaa",
        "Welkom01!!",
        "sanne@example.nl",
        "Sanne-de-Vries",
        "Soepketel2026!",
        "Wachtwoord123!",
        "P@ssw0rd2024",
        "Qwertyuiop1!",
        "1234567890",
        "abcdefghijk",
        "Sanne1990!!",
        "zomer2024!!",
    ],
)
def test_weak_common_and_personal_passwords_are_refused_in_dutch(password: str) -> None:
    problems = JUDGE.problems(password, CONTEXT)
    assert problems and problems[0].startswith(("Dit ", "Gebruik ", "Het ")), problems
    assert JUDGE.score(password, CONTEXT) <= 2


@pytest.mark.parametrize("password", ["Een-sterk-wachtwoord-1", "Lente-Regen-Paraplu", "nieuw-Wachtwoord-7"])
def test_long_unusual_passwords_pass(password: str) -> None:
    assert JUDGE.problems(password, CONTEXT) == []


@settings(max_examples=50)
@given(word=st.sampled_from(sorted(common_passwords())[:2000]), prefix=st.text("0123456789!?.", max_size=3))
def test_a_listed_password_with_digits_or_symbols_around_it_is_common(word: str, prefix: str) -> None:
    if word.isalpha() and len(word) >= 4:
        assert is_common(prefix + word.capitalize() + "1!")
        assert JUDGE.problems(prefix + word + "2024", []) != []


def test_the_users_own_words_are_context() -> None:
    assert JUDGE.problems("Vries-Sanne", CONTEXT) != []
    assert JUDGE.problems("sanne.devries", password_context(name="Sanne", email="sanne.devries@example.nl")) == [
        TOO_PERSONAL
    ]
    assert JUDGE.problems("wachtwoord", []) == [TOO_COMMON]
