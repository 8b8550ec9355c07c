"""An idempotency key is bound to its checkout (soepkern.domain.checkout; decision 0037)."""

from __future__ import annotations

import hashlib
import json

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.checkout import (
    IDEMPOTENCY_FIELD,
    KEY_REUSED,
    CartLine,
    CheckoutForm,
    OrderPlaced,
    StoredAnswer,
    checkout_fingerprint,
)
from soepkern.domain.errors import ValidationFailed

texts = st.text(max_size=20)


@st.composite
def forms(draw: st.DrawFn) -> CheckoutForm:
    lines = draw(st.lists(st.builds(CartLine, st.integers(1, 50), st.integers(0, 9)), max_size=3))
    return CheckoutForm(
        *(draw(texts) for _ in range(9)), voorwaarden=draw(st.booleans()), products=lines, opmerking=draw(texts)
    )


@given(forms(), forms())
def test_the_answer_comes_back_for_the_same_checkout_only(first: CheckoutForm, second: CheckoutForm) -> None:
    stored = StoredAnswer(OrderPlaced(48, "u", 1100), checkout_fingerprint(first))
    assert stored.for_request(checkout_fingerprint(first)) == stored.answer
    if first == second:
        assert checkout_fingerprint(second) == checkout_fingerprint(first)
        return
    assert checkout_fingerprint(second) != checkout_fingerprint(first)
    with pytest.raises(ValidationFailed) as refused:
        stored.for_request(checkout_fingerprint(second))
    assert refused.value.errors == {IDEMPOTENCY_FIELD: [KEY_REUSED]}


@given(forms())
def test_an_answer_stored_without_a_fingerprint_answers_any_retry(form: CheckoutForm) -> None:
    assert StoredAnswer(OrderPlaced(1, "u", 0)).for_request(checkout_fingerprint(form)) == OrderPlaced(1, "u", 0)


@given(forms(), st.one_of(st.none(), st.integers(0, 99)), texts, texts)
def test_the_fingerprint_is_the_one_stored_before_it_was_made_cheaper(
    form: CheckoutForm, total: int | None, extension: str, company: str
) -> None:
    """Answers stored under a key keep their fingerprint across an upgrade: a retry that arrives just after a new
    version started still gets its order back (decision 0128 computes the same canonical JSON without attrs' walk)."""
    form = attrs.evolve(form, totale_producten=total, huisnummer_extensie=extension, bedrijfsnaam=company)
    canonical = json.dumps(attrs.asdict(form), sort_keys=True, ensure_ascii=False, default=str)
    assert checkout_fingerprint(form) == hashlib.sha256(canonical.encode()).hexdigest()
