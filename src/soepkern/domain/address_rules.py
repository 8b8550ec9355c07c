"""Who may order to where: the blacklist and the delivery areas, one rule for the shop, the staff's orders and the bulk
order of the standing customers (each answers in its own words and fields)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from soepkern.domain.blacklist import BlacklistItem, is_blocked
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.postal_ranges import PostalRange, delivers_to


@attrs.frozen
class AddressVerdict:
    blocked: bool  # the e-mail address or the address is on the blacklist
    outside_area: bool  # to be delivered, and no delivery area covers the address (or it has no house number)


def judge_address(
    blacklist: Sequence[BlacklistItem], ranges: Sequence[PostalRange], contact: ContactDetails, option: BezorgOptie
) -> AddressVerdict:
    return AddressVerdict(
        blocked=is_blocked(
            list(blacklist), email=contact.email, postcode=contact.postcode, huisnummer=contact.huisnummer
        ),
        outside_area=option is BezorgOptie.BEZORGEN
        and not delivers_to(list(ranges), contact.postcode, contact.huisnummer),
    )
