"""The options of Klaberjass (klaberjass.md §7): their specs and the typed dataclass."""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine.options import OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("target_score", "int", 501, minimum=1, maximum=100_000),
    OptionSpec("sequence_order", "choice", "play", ("play", "natural")),
    OptionSpec("five_plus_value", "choice", "50", ("50", "100")),
    OptionSpec("seq_tie", "choice", "none", ("none", "elder")),
    OptionSpec("must_overtrump", "bool", True),
    OptionSpec("seven_exchange", "choice", "any", ("any", "maker_only", "off")),
    OptionSpec("show_bottom_card", "bool", True),
    OptionSpec("schmeiss", "bool", False),
    OptionSpec("dealer_must_name", "bool", False),
    OptionSpec("dealer_rotation", "choice", "alternate", ("alternate", "winner_deals")),
    OptionSpec("bella_timing", "choice", "first_card", ("first_card", "second_card")),
    OptionSpec("tie_rule", "choice", "bait", ("bait", "each_keeps", "hanging")),
    OptionSpec("bait_transfer", "choice", "to_opponent", ("to_opponent", "burn")),
    OptionSpec("melds_require_trick", "choice", "off", ("off", "sequences", "all")),
    OptionSpec("first_dealer", "choice", "random", ("random", "cut")),
)


@dataclass(frozen=True)
class KlaberjassOptions:
    """The house rules of one match, one field per option spec."""

    target_score: int
    sequence_order: str
    five_plus_value: int
    """What a run of five or more is worth (50 or 100)."""
    seq_tie: str
    must_overtrump: bool
    seven_exchange: str
    show_bottom_card: bool
    schmeiss: bool
    dealer_must_name: bool
    dealer_rotation: str
    bella_timing: str
    tie_rule: str
    bait_transfer: str
    melds_require_trick: str
    first_dealer: str

    @property
    def natural(self) -> bool:
        """Whether runs go by the natural order A K Q J T 9 8 7 in every suit (§2.3)."""
        return self.sequence_order == "natural"
