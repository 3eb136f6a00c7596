"""The rule options of R11 and their presets."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, ClassVar, Self

from .errors import quote

VARIANTS = ("classic", "coinche", "contree")
DIRECTIONS = ("clockwise", "counterclockwise")
TIES = ("made", "failed", "litige")
UNDERTRUMP = ("forced", "optional")
COMMON_TARGETS = (1001, 1000, 701, 501)
# Far beyond any real match, and small enough that the longest match they allow is saved and
# recorded in less than 2 MB: a settings file edited by hand cannot start a match whose record
# would then be refused (README, game records).
MAX_TARGET = 50_000
MAX_DEALS = 500


class OptionsError(ValueError):
    """A rule option with a value the rules do not know."""


class RuleOptions:
    """What every family's options (a frozen dataclass) do alike: written out as the record's and the
    settings' ``rules`` (``to_dict``), read back, refusing names they do not know (``from_dict``), and
    changed by a copy (``with_``)."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)  # type: ignore[call-overload]

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        refuse_unknown_keys(data, cls, OptionsError, "rules must be an object of option names and values",
                            "unknown rule option(s)")
        return cls(**data)

    def with_(self, **changes: Any) -> Self:
        return replace(self, **changes)  # type: ignore[type-var]


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Belote's rule options (R11); klaverjas has its own (``families.klaverjas.options``)."""

    family: ClassVar[str] = "belote"

    variant: str = "classic"
    direction: str = "clockwise"
    # Points to reach (R12); ignored when ``deals`` is set.
    target: int = 1001
    # A fixed number of played deals instead of a points target (R12).
    deals: int | None = None
    shuffle: bool = False
    second_round_any_suit: bool = False
    # R4: in round two the dealer alone may name the up-card's suit too (seed 004).
    second_round_dealer_any_suit: bool = False
    # R5: after three passes the highest bidder may raise once more, then the opponents may double (seed 003).
    last_raise: bool = False
    declarations: bool = True
    auto_belote: bool = True
    tie: str = "made"
    contract_on_card_points: bool = False
    round_to_ten: bool = False
    undertrump: str = "forced"

    def __post_init__(self) -> None:
        _check_choice("variant", self.variant, VARIANTS)
        _check_choice("direction", self.direction, DIRECTIONS)
        _check_choice("tie", self.tie, TIES)
        _check_choice("undertrump", self.undertrump, UNDERTRUMP)
        if type(self.target) is not int or not 1 <= self.target <= MAX_TARGET:
            raise OptionsError(f"target must be a whole number of points from 1 to {MAX_TARGET}, "
                               f"not {quote(self.target)}")
        if self.deals is not None and (type(self.deals) is not int or not 1 <= self.deals <= MAX_DEALS):
            raise OptionsError(f"deals must be a whole number from 1 to {MAX_DEALS} or null, not {quote(self.deals)}")
        for name in ("shuffle", "second_round_any_suit", "second_round_dealer_any_suit", "last_raise",
                     "declarations", "auto_belote", "contract_on_card_points", "round_to_ten"):
            if type(getattr(self, name)) is not bool:
                raise OptionsError(f"{name} must be true or false, not {quote(getattr(self, name))}")

    @property
    def is_classic(self) -> bool:
        return self.variant == "classic"

    @property
    def has_last_raise(self) -> bool:
        """The last raise is an option of the auctions with values only (R5)."""
        return self.last_raise and not self.is_classic

    @property
    def allows_sans_tout_atout(self) -> bool:
        """Only coinche knows sans atout and tout atout (R5)."""
        return self.variant == "coinche"


def refuse_unknown_keys(data: Any, cls: type, error: type[Exception], not_an_object: str, unknown_keys: str) -> None:
    """A dataclass's ``from_dict`` prologue: ``data`` must be a dict whose keys are all fields of ``cls``."""
    if not isinstance(data, dict):
        raise error(not_an_object)
    known = {f.name for f in fields(cls)}
    unknown = sorted(k if isinstance(k, str) else repr(k) for k in set(data) - known)
    if unknown:
        # A few names, each shortened: a file may hold thousands of keys, or one a megabyte long.
        shown = [k if len(k) <= 40 and k.isprintable() else quote(k) for k in unknown[:3]]
        more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
        raise error(f"{unknown_keys}: {', '.join(shown)}{more}")


def _check_choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise OptionsError(f"{name} must be one of {', '.join(allowed)}, not {quote(value)}")


# Options added after the first game records: a record writes them only when they are on, so that the
# records written before them read, and are written again, unchanged (engine README, game records).
LATER_OPTIONS = ("second_round_dealer_any_suit", "last_raise")

PRESETS: dict[str, Options] = {
    "classic": Options(),
    "coinche": Options(variant="coinche", target=701),
    "contree": Options(variant="contree", target=701, declarations=False),
    # Seed 004: classic to 1000 where the dealer, last to speak in round two, may name any suit.
    "polish_classic": Options(target=1000, second_round_dealer_any_suit=True),
    # Seed 003: contrée to 701 in which the highest bidder may raise once more after three passes.
    "contree_last_raise": Options(variant="contree", target=701, declarations=False, last_raise=True),
}
