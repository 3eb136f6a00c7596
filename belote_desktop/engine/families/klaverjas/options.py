"""The klaverjas rule options of K11, with their defaults, and the presets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import quote
from ...options import MAX_DEALS, MAX_TARGET, OptionsError, RuleOptions

TRUMP_RULES = ("amsterdams", "rotterdams")  # K5.3: must a player trump the partner's trick?
# K5.4: may a player who cannot overtrump play a lower trump? "by_trump_rule": avoid for Amsterdams, forced for
# Rotterdams (the K11 default); "avoid" and "forced" override it.
UNDERTRUMPS = ("by_trump_rule", "avoid", "forced")
TRUMP_CHOICES = ("vrij", "verplicht", "gedraaid", "twents")  # K4; verplicht is the Utrechts way
FIRST_SPEAKERS = ("voorhand", "dealer")
GEDRAAID_ALL_PASS = ("choose_any", "choose_other", "next_card")
FIRST_LEADS = ("voorhand", "maker")
DEAL_PACKETS = ("3-2-3", "4-4")
FOUR_LOWS = ("count", "none")  # K6: four nines, eights or sevens: 100, or nothing
FOUR_JACKS = (200, 100)
DEFAULT_DEALS = 16  # K8: a boompje
DEFAULT_TARGET = 1500  # K8, when ``deals`` is None


@dataclass(frozen=True, slots=True)
class KlaverjasOptions(RuleOptions):
    """K11. A match ends after ``deals`` deals (a boompje of 16), or with ``deals`` None at ``target`` points."""

    family: ClassVar[str] = "klaverjas"

    trump_rule: str = "amsterdams"
    undertrump: str = "by_trump_rule"
    trump_choice: str = "vrij"
    first_speaker: str = "voorhand"
    gedraaid_all_pass: str = "choose_any"
    first_lead: str = "voorhand"
    deal_packets: str = "3-2-3"
    four_low: str = "count"
    four_jacks: int = 200
    auto_roem: bool = True
    half_is_made: bool = False
    pit_any_team: bool = False
    double_spades: bool = False
    deals: int | None = DEFAULT_DEALS
    target: int = DEFAULT_TARGET
    tie_extra_deal: bool = False

    def __post_init__(self) -> None:
        for name, allowed in (("trump_rule", TRUMP_RULES), ("undertrump", UNDERTRUMPS),
                              ("trump_choice", TRUMP_CHOICES), ("first_speaker", FIRST_SPEAKERS),
                              ("gedraaid_all_pass", GEDRAAID_ALL_PASS), ("first_lead", FIRST_LEADS),
                              ("deal_packets", DEAL_PACKETS), ("four_low", FOUR_LOWS)):
            value = getattr(self, name)
            if type(value) is not str or value not in allowed:
                raise OptionsError(f"{name} must be one of {', '.join(allowed)}, not {quote(value)}")
        if type(self.four_jacks) is not int or self.four_jacks not in FOUR_JACKS:
            raise OptionsError(f"four_jacks must be 200 or 100, not {quote(self.four_jacks)}")
        if type(self.target) is not int or not 1 <= self.target <= MAX_TARGET:
            raise OptionsError(f"target must be a whole number of points from 1 to {MAX_TARGET}, "
                               f"not {quote(self.target)}")
        if self.deals is not None and (type(self.deals) is not int or not 1 <= self.deals <= MAX_DEALS):
            raise OptionsError(f"deals must be a whole number from 1 to {MAX_DEALS} or null, not {quote(self.deals)}")
        for name in ("auto_roem", "half_is_made", "pit_any_team", "double_spades", "tie_extra_deal"):
            if type(getattr(self, name)) is not bool:
                raise OptionsError(f"{name} must be true or false, not {quote(getattr(self, name))}")

    # What the shared match asks of any family's options.
    @property
    def variant(self) -> str:
        """The table's name for the game it deals (belote's options name classic, coinche or contrée)."""
        return "klaverjas"

    @property
    def is_classic(self) -> bool:
        """No up-card (K3): the table deals all eight cards at once, as in belote's auctions for points."""
        return False

    @property
    def shuffle(self) -> bool:
        """K3: the cards are shuffled before every deal (and cut, which a shuffle makes moot)."""
        return True

    @property
    def direction(self) -> str:
        """K1: play, dealing and the calls always go clockwise."""
        return "clockwise"

    @property
    def rotterdams(self) -> bool:
        """K5.3: the partner's winning card gives no exemption from trumping."""
        return self.trump_rule == "rotterdams"

    @property
    def undertrump_forced(self) -> bool:
        """K5.4: unable to overtrump, a player holding trumps must play one (else: only when nothing else)."""
        if self.undertrump == "by_trump_rule":
            return self.rotterdams
        return self.undertrump == "forced"

    @property
    def packets(self) -> tuple[int, ...]:
        return (3, 2, 3) if self.deal_packets == "3-2-3" else (4, 4)

    @property
    def proposes_suit(self) -> bool:
        """K4 gedraaid and twents: a suit is proposed before the calls."""
        return self.trump_choice in ("gedraaid", "twents")


# K11's presets; the first is the default.
PRESETS: dict[str, KlaverjasOptions] = {
    "amsterdams": KlaverjasOptions(),
    "rotterdams": KlaverjasOptions(trump_rule="rotterdams"),  # undertrump follows: forced
    "utrechts": KlaverjasOptions(trump_choice="verplicht"),
    "nku_toernooi": KlaverjasOptions(first_speaker="dealer"),
}
