"""What the player can set: the rules, the computer players, names and the look.

A plain value (no Qt): the settings dialog edits one, the main window applies
it, and persistence (QSettings) stores its ``to_dict`` form. Rules changes
take effect from the next match; the look (speed, deck) at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..bots import LEVELS
from ..engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
from ..engine.families.klaverjas.options import KlaverjasOptions
from ..engine.options import PRESETS, Options, OptionsError, refuse_unknown_keys

GAMES = ("belote", "klaverjas")  # the game families a match may be played in (engine.families)

SPEEDS = ("slow", "normal", "fast", "instant")
CARD_BACKS = ("blue", "red", "green")  # the card back's colour (ui.cards.faces draws each)
FELTS = ("green", "blue", "burgundy", "contrast")  # the table cloth's colour (ui.table.felt); contrast: near black
MAX_NAME = 24  # characters: a name must fit its plate on the table
EXPERT_SECONDS = (0.5, 1.0, 2.0, 4.0)  # the expert level's thinking time per decision, to choose from
MAX_VOLUME = 100  # the sounds' volume runs from 0 to this
# Speech for older screen readers (ui.access.announcer): auto-detected, always, never.
READER_SPEECH = ("auto", "on", "off")


class SettingsError(ValueError):
    """A stored or entered setting that cannot be used, with the reason."""


@dataclass(frozen=True, slots=True)
class GameSettings:
    options: Options = field(default_factory=lambda: PRESETS["classic"])
    # The game played (issue 38): belote with ``options``, or klaverjas with ``klaverjas`` (K11). Each keeps its own
    # rules, so switching the game back and forth loses neither.
    game: str = "belote"
    klaverjas: KlaverjasOptions = field(default_factory=lambda: KLAVERJAS_PRESETS["amsterdams"])
    partner_level: str = "normal"
    opponent_level: str = "normal"
    expert_seconds: float = 1.0  # how long the expert level thinks per decision (EXPERT_SECONDS)
    # Empty names: the table's own words ("You", "Partner", "Left", "Right"), in the current language.
    player_name: str = ""
    partner_name: str = ""
    left_name: str = ""
    right_name: str = ""
    speed: str = "normal"
    four_colour: bool = False
    auto_announce: bool = True  # declarations announced for the player at trick 1
    trump_first: bool = False  # the player's trumps at the left end of the hand instead of the right
    card_back: str = "blue"
    felt: str = "green"
    large_cards: bool = False  # the player's hand and the trick drawn bigger
    short_announcements: bool = False  # a screen reader hears "Left: 100 hearts", not "Left bids 100 hearts."
    # The table's aids (issue 37): this deal's card points and tricks by team; the cards played so far (an
    # assist: a match played with it counts apart in the statistics); the player's only legal card played for them.
    deal_tally: bool = True
    cards_played: bool = False
    auto_play: bool = True
    sound: bool = True  # the table's sounds (ui.sound); Game > Sounds (M) switches them too
    sound_volume: int = 70  # 0 to MAX_VOLUME
    older_reader_speech: str = "auto"  # sentences as status-bar notices, not announcements (Orca before 45)

    def __post_init__(self) -> None:
        if not isinstance(self.options, Options):
            raise SettingsError("options must be rule options")
        if not isinstance(self.klaverjas, KlaverjasOptions):
            raise SettingsError("klaverjas must be klaverjas rule options")
        if self.game not in GAMES:
            raise SettingsError(f"game must be one of {', '.join(GAMES)}, not {self.game!r}")
        for name in ("partner_level", "opponent_level"):
            if getattr(self, name) not in LEVELS:
                raise SettingsError(f"{name} must be one of {', '.join(LEVELS)}, not {getattr(self, name)!r}")
        if type(self.expert_seconds) not in (int, float) or self.expert_seconds not in EXPERT_SECONDS:
            raise SettingsError(f"expert_seconds must be one of {', '.join(map(str, EXPERT_SECONDS))}, "
                                f"not {self.expert_seconds!r}")
        for name, allowed in (("speed", SPEEDS), ("card_back", CARD_BACKS), ("felt", FELTS),
                              ("older_reader_speech", READER_SPEECH)):
            if getattr(self, name) not in allowed:
                raise SettingsError(f"{name} must be one of {', '.join(allowed)}, not {getattr(self, name)!r}")
        for name in ("player_name", "partner_name", "left_name", "right_name"):
            value = getattr(self, name)
            if not isinstance(value, str) or len(value) > MAX_NAME:
                raise SettingsError(f"{name} must be text of at most {MAX_NAME} characters")
        if type(self.sound_volume) is not int or not 0 <= self.sound_volume <= MAX_VOLUME:
            raise SettingsError(f"sound_volume must be a whole number from 0 to {MAX_VOLUME}")
        for name in ("four_colour", "auto_announce", "trump_first", "short_announcements", "large_cards", "sound",
                     "deal_tally", "cards_played", "auto_play"):
            if type(getattr(self, name)) is not bool:
                raise SettingsError(f"{name} must be true or false")

    @property
    def match_options(self) -> Options | KlaverjasOptions:
        """The rules of the game chosen: what a new match is played with."""
        return self.klaverjas if self.game == "klaverjas" else self.options

    def with_(self, **changes: Any) -> GameSettings:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        out["options"] = self.options.to_dict()
        out["klaverjas"] = self.klaverjas.to_dict()
        return out

    @classmethod
    def from_dict(cls, data: Any) -> GameSettings:
        """Settings from ``to_dict``'s form; unknown keys are refused, missing ones take their default."""
        refuse_unknown_keys(data, cls, SettingsError, "settings must be an object", "unknown setting(s)")
        values = dict(data)
        if "options" in values:
            try:
                values["options"] = Options.from_dict(values["options"])
            except (OptionsError, TypeError) as exc:
                raise SettingsError(f"rules: {exc}") from exc
        if "klaverjas" in values:
            try:
                values["klaverjas"] = KlaverjasOptions.from_dict(values["klaverjas"])
            except (OptionsError, TypeError) as exc:
                raise SettingsError(f"klaverjas rules: {exc}") from exc
        return cls(**values)
