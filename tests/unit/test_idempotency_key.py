"""An idempotency key is bound to its checkout (soepkern.domain.checkout; decision 0037)."""

from __future__ import annotations

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
