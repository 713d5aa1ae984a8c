"""Positions where one move is clearly best to an expert, as data.

Each position is a game, its seats and options, a match seed and the actions played
from the match's start (``;`` between them, in the text form of
:meth:`cardtui.engine.Action.parse`): replaying them with the games' own API reaches the
position, the decision of the seat to move. ``best`` are the moves an expert would
accept (several when they are equal: any card that ducks, any card that takes), ``why``
says why in one line. ``strong_fails`` is the reason the current strong bot misses it
(the test then expects it to fail: ``xfail(strict=True)``), empty when it solves it.

Found by ``benchmarks/find_expert_positions.py`` (simple bots play seeded deals; the
patterns are read from the deciding seat's view, the endgames solved exactly in 24
sampled worlds) and reviewed by hand; ``benchmarks/expert_positions.py`` prints the
strong and the simple bot's answers beside them.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtui.engine import Action, Match, get_game

WORLDS = 32
"""The strong bot's fixed effort (worlds per decision) in the test and the table."""


@dataclass(frozen=True)
class Position:
    """One expert position, reached by replaying ``prefix`` from the match's start."""

    game: str
    seats: int
    options: dict[str, str]
    seed: int
    prefix: str
    best: tuple[str, ...]
    kind: str
    why: str
    strong_fails: str = ""

    @property
    def ident(self) -> str:
        """A short name: game, seed and pattern."""
        return f"{self.game}-{self.seed}-{self.kind}"

    def match(self) -> Match:
        """The match at the position (the seat to move decides)."""
        match = get_game(self.game).new_match(self.seats, self.options, self.seed)
        for text in self.prefix.split(";") if self.prefix else ():
            match.apply(Action.parse(text))
        return match


def _p(game: str, seats: int, options: dict[str, str], seed: int, prefix: str,
       best: list[str], kind: str, why: str, strong_fails: str = "") -> Position:
    return Position(game, seats, options, seed, prefix, tuple(best), kind, why, strong_fails)


POSITIONS: tuple[Position, ...] = tuple(
    _p(*row)
    for row in [
        ('omnibus_hearts', 4, {}, 2,
         'pass_cards AC JH KD;pass_cards KH QH QD;pass_cards KS QS TH;pass_cards AS AH AD;play 2D;play 5D;play 7D;play TD;play 3S;play TS;play AC;play JS;play 2C;play JC;play 3C;play TC;play 4D;play 3D;play 6D;play QD;play 2S;play 5S;play AS;play KD;play 8D;play JD;play KH',
         ['play QS'], 'dump', "last to play and void in D: give QS (13) to P2's trick", 'void in diamonds and last to play, discards K♣ instead of giving Q♠ away (issue 21 item 2)'),
        ('omnibus_hearts', 4, {}, 2,
         'pass_cards AC JH KD;pass_cards KH QH QD;pass_cards KS QS TH;pass_cards AS AH AD;play 2D;play 5D;play 7D;play TD;play 3S;play TS;play AC;play JS;play 2C;play JC;play 3C;play TC;play 4D;play 3D;play 6D;play QD;play 2S;play 5S;play AS;play KD;play 8D;play JD;play KH;play QS;play 4C;play 6C;play KC;play QC;play 6S;play AH;play JH',
         ['play 4S'], 'duck', 'last to play, 2 penalty on the trick: duck under it (4S)'),
        ('omnibus_hearts', 4, {}, 4,
         'pass_cards KC KH JH;pass_cards JC AS QH;pass_cards AC QS AD;pass_cards KS AH KD;play 2S;play 3S;play 7S;play 8S;play 4S;play 6S;play 5S;play AS;play 2D;play 5D;play TD;play 7D;play 3C;play 2C;play 4C;play AC;play 6D;play KD;play 4D;play JD;play 5C;play 9C;play 8C;play 7C;play 3D;play QH;play 8D;play KS;play 9D;play AH;play KH;play TH;play QD;play QC;play KC;play JC;play AD;play TC;play JH;play JS;play 6H;play 5H;play 3H',
         ['play 4H', 'play 2H'], 'duck', 'last to play, 3 penalty on the trick: duck under it (4H, 2H)'),
        ('omnibus_hearts', 4, {}, 4,
         'pass_cards KC KH JH;pass_cards JC AS QH;pass_cards AC QS AD;pass_cards KS AH KD;play 2S;play 3S;play 7S;play 8S;play 4S;play 6S;play 5S;play AS;play 2D;play 5D;play TD;play 7D;play 3C;play 2C;play 4C;play AC;play 6D;play KD;play 4D;play JD;play 5C;play 9C;play 8C;play 7C;play 3D;play QH;play 8D;play KS;play 9D;play AH;play KH;play TH;play QD;play QC;play KC;play JC;play AD;play TC;play JH;play JS;play 6H;play 5H;play 3H;play 4H',
         ['play 7H'], 'endgame', 'two-card endgame: play 7H is best in all 24 sampled worlds (others lose 13.1 on average)'),
        ('omnibus_hearts', 4, {}, 5,
         'pass_cards TS AH TH;pass_cards AS KH AD;pass_cards QC KS QS;pass_cards AC QH JD;play 3D;play 2D;play 5D;play 8D;play 4D;play 6D;play TD;play AD;play 2C;play 7C;play 5C;play KC;play 2S;play 3S;play 4S;play 9S;play 7D;play QD;play AS',
         ['play QS'], 'dump', "last to play and void in D: give QS (13) to P4's trick"),
        ('kozel_classic', 4, {}, 1,
         'play AS;play 7S;play TS',
         ['play JC', 'play JS', 'play JD'], 'take', 'last to play, 21 points of the opponents on the trick: take it (JC, JS, JD)'),
        ('kozel_classic', 4, {}, 2,
         'offer;accept;give TC;play QC;play JH;play TC;play 9D;play QS;play JS;play KS;play JD;play QH;play JC;play 7C;play KD;play 7D;play QD;play 7S',
         ['play TS'], 'smear', 'last to play, the partner takes the trick: smear the ten (TS)'),
        ('kozel_classic', 4, {}, 4,
         'play QC;play JH;play QD',
         ['play 9D'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 9D'),
        ('kozel_classic', 4, {}, 5,
         'play AS;play 7S;play TS',
         ['play JS', 'play JH', 'play AD', 'play KD', 'play 8D'], 'take', 'last to play, 21 points of the opponents on the trick: take it (JS, JH, AD, KD, 8D)'),
        ('kozel_classic', 4, {}, 5,
         'play AS;play 7S;play TS;play 8D;play 7H;play KH;play 9H;play AH;play 9S;play 8H;play 8S;play KS;play AC;play KC;play TC;play 7C;play 8C;play 9D;play JH;play JC;play 7D;play QC;play JD;play AD;play 9C;play QH;play JS',
         ['play TH'], 'endgame', 'two-card endgame: play TH is best in all 24 sampled worlds (others lose 0.7 on average)'),
        ('kozel_24', 4, {}, 1,
         'play JS;play KD',
         ['play TH'], 'smear', 'last to play, the partner takes the trick: smear the ten (TH)'),
        ('kozel_24', 4, {}, 4,
         'play TD;play KD',
         ['play JS', 'play AC'], 'take', 'last to play, 25 points of the opponents on the trick: take it (JS, AC)'),
        ('kozel_24', 4, {}, 5,
         'play 6D;play AS;play KD;play AH;play 6H;play TH;play KH;play TD;play KC;play AC',
         ['play QD', 'play JC', 'play JH'], 'take', 'last to play, 25 points of the opponents on the trick: take it (QD, JC, JH)'),
        ('kozel_24', 4, {}, 5,
         'play 6D;play AS;play KD;play AH;play 6H;play TH;play KH;play TD;play KC;play AC;play JH;play TS;play 6S;play KS;play JS;play QH;play JC;play TC',
         ['play QC'], 'endgame', 'two-card endgame: play QC is best in all 24 sampled worlds (others lose 1.4 on average)'),
        ('kozel_24', 4, {}, 6,
         'play AC;play KD;play 6D;play KS;play AS;play KC;play TC;play TD;play JC;play 6S;play QH;play JH;play QD;play 6C;play JD;play TS;play 6H;play QC',
         ['play KH'], 'endgame', 'two-card endgame: play KH is best in all 24 sampled worlds (others lose 1.5 on average)'),
        ('sheepshead', 4, {}, 3,
         'pass;pass;pass;pass;declare:C;play JH;play 8H;play QH;play 7C;play JC;play KC;play TC;play 9C;play AS;play 7S;play 9S',
         ['play 8S'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 8S'),
        ('sheepshead', 4, {}, 3,
         'pass;pass;pass;pass;declare:C;play JH;play 8H;play QH;play 7C;play JC;play KC;play TC;play 9C;play AS;play 7S;play 9S;play 8S;play JS;play AC;play KS',
         ['play TS'], 'smear', 'last to play, the partner takes the trick: smear the ten (TS)'),
        ('sheepshead', 4, {}, 4,
         'pass;pass;pass;pass;declare:S;play JS;play 7C;play KS',
         ['play 7S'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 7S'),
        ('sheepshead', 4, {}, 4,
         'pass;pass;pass;pass;declare:S;play JS;play 7C;play KS;play 7S;play JC;play 9C;play AC;play 8C;play JD;play 8D;play AD;play 9D;play TC;play 7H;play KC;play QC;play KD;play AS;play 8S;play QD;play JH;play AH;play TH',
         ['play QS'], 'take', 'last to play, 23 points of the opponents on the trick: take it (QS)'),
        ('sheepshead', 4, {}, 5,
         'pass;pass;pass;pass;declare:S;play JD;play 8D;play AD;play 7D;play KD;play 9D;play QD;play 7S;play 7H;play 8H;play JH;play 9H;play JC;play 7C;play 8C;play KC;play 8S;play 9C;play 9S;play JS;play AC;play QS;play QC',
         ['play TH'], 'smear', 'last to play, the partner takes the trick: smear the ten (TH)'),
        ('doppelkopf', 4, {}, 2,
         'trump:D;order:normal;play AH;play 9H;play KH;play KH;play QC;play JD;play JD;play JS;play QC;play JC;play JH;play JS;play QH;play TD;play JH;play QS;play AH;play 9H;play TH;play AC;play 9C;play KC;play AC;play TC;play AS;play KS;play 9S;play AD;play TD;play 9C;play QD;play AD;play AS;play TS;play 9D',
         ['play 9S'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 9S'),
        ('doppelkopf', 4, {}, 2,
         'trump:D;order:normal;play AH;play 9H;play KH;play KH;play QC;play JD;play JD;play JS;play QC;play JC;play JH;play JS;play QH;play TD;play JH;play QS;play AH;play 9H;play TH;play AC;play 9C;play KC;play AC;play TC;play AS;play KS;play 9S;play AD;play TD;play 9C;play QD;play AD;play AS;play TS;play 9D;play 9S;play KD;play KS;play QD;play JC',
         ['play QH'], 'endgame', 'two-card endgame: play QH is best in all 24 sampled worlds (others lose 3.3 on average)'),
        ('doppelkopf', 4, {}, 3,
         'trump:D;order:normal;play AS;play 9C;play 9S;play KS;play QC;play AD;play JD;play JD;play QS;play JH;play QD;play JH;play QH;play JS;play KD;play QS;play AC;play KC;play 9C;play AC;play AS;play 9S;play JC;play KS;play AH;play KH;play 9H;play 9H;play QC;play TD;play QH;play KD;play QD;play AD;play TD;play JS;play KH;play TH;play AH',
         ['play 9D'], 'take', 'last to play, 25 points of the opponents on the trick: take it (9D)'),
        ('doppelkopf', 4, {}, 3,
         'trump:D;order:normal;play AS;play 9C;play 9S;play KS;play QC;play AD;play JD;play JD;play QS;play JH;play QD;play JH;play QH;play JS;play KD;play QS;play AC;play KC;play 9C;play AC;play AS;play 9S;play JC;play KS;play AH;play KH;play 9H;play 9H;play QC;play TD;play QH;play KD;play QD;play AD;play TD;play JS;play KH;play TH;play AH;play 9D',
         ['play TC'], 'endgame', 'two-card endgame: play TC is best in all 24 sampled worlds (others lose 83.3 on average)'),
        ('klaberjass', 2, {}, 2,
         'take;play JS;play 7C;play AD;play 9D;play 7H;play 9H;play AC;play 8C;play AH;play 8H;play JH;play 7D;play JD;play KD',
         ['play KC'], 'endgame', 'two-card endgame: play KC is best in all 24 sampled worlds (others lose 49.8 on average)'),
        ('klaberjass', 2, {}, 4,
         'pass;pass;pass;name:C;announce;play 8D;play JD;play AS;play KS;play 7S',
         ['bella KC', 'bella QC'], 'bella', 'defender playing a bella card: announce bella (20 points; only helps the defender)'),
        ('klaberjass', 2, {}, 6,
         'pass;pass;name:D;play JD',
         ['play 8D'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 8D'),
        ('klaberjass', 2, {}, 10,
         'take;exchange;play JD;play QD;play AC;play 7C;play AS;play JS;play 9C;play JC;play 7H;play TH;play 9S;play AD;play 8C;play KC',
         ['play TS'], 'endgame', 'two-card endgame: play TS is best in all 24 sampled worlds (others lose 13.4 on average)'),
        ('klaberjass', 2, {}, 13,
         'take;play AS;announce',
         ['play 9S'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 9S'),
        ('klaberjass', 2, {}, 13,
         'take;play AS;announce;play 9S;play AH;play JH;play 8H',
         ['bella KD', 'bella QD'], 'bella', 'defender playing a bella card: announce bella (20 points; only helps the defender)'),
        ('slobberhannes', 4, {}, 1,
         'play 7S;play QS;play JS;play TS;play 7C;play 9C;play 8C;play AC;play 7H;play 9H;play JH;play AH;play 8S;play KD;play QD;play AS;play 9S;play QC;play KH;play JC;play KC;play TC;play JD;play TH;play KS;play QH',
         ['play TD'], 'endgame', 'two-card endgame: play TD is best in all 24 sampled worlds (others lose 0.6 on average)'),
        ('slobberhannes', 4, {}, 5,
         'play 7S;play 8S;play KS;play AS;play 9C;play 8C;play 7C;play AC;play 7D;play TD;play 9D;play AD;play TH;play 7H;play AH;play KH;play 9S;play KC;play JS',
         ['play QC'], 'dump', "last to play and void in S: give QC (2) to P4's trick"),
        ('slobberhannes', 4, {}, 7,
         'play 7D;play 9D;play KD',
         ['play QC'], 'dump', "last to play and void in D: give QC (2) to P1's trick"),
        ('slobberhannes', 4, {}, 8,
         'play 7H;play KC;play TH;play QH;play 7S;play 9S;play 8S;play QS;play 8C;play KS;play QC;play TC;play TD;play 9D;play QD;play JD;play JC;play JH;play AS;play 9C;play JS;play 9H;play TS;play KD',
         ['play KH'], 'endgame', 'two-card endgame: play KH is best in all 24 sampled worlds (others lose 1.0 on average)'),
        ('slobberhannes', 4, {}, 27,
         'play 7C;play TC;play KH;play JC;play 8C;play 9C;play KS;play QD;play 7D;play 8D;play TD;play AD;play 8H;play AS;play TH;play JH;play 7S;play QC;play 9S',
         ['play 8S'], 'duck', 'last to play, 2 penalty on the trick: duck under it (8S)'),
        ('joker_hearts', 4, {}, 1,
         'play 2D;play 3D;play 4D;play KD;play 2S;play 5S;play KS;play QS;play 4C;play 7C;play 6C;play KC;play 5C;play KH;play TC',
         ['play 9C', 'play 8C', 'play 3C'], 'duck', 'last to play, 13 penalty on the trick: duck under it (9C, 8C, 3C)'),
        ('joker_hearts', 4, {}, 2,
         'play 2D;play 4D;play 6D;play KD;play 2S;play 9S;play QH',
         ['play 6S', 'play 3S'], 'duck', 'last to play, 12 penalty on the trick: duck under it (6S, 3S)'),
        ('joker_hearts', 4, {}, 2,
         'play 2D;play 4D;play 6D;play KD;play 2S;play 9S;play QH;play 6S;play 3C;play 4C;play 6C;play KC;play 3D;play 7D;play 5D;play AH;play 8D;play TD;play 9H;play 9D;play 5C;play 8C;play JC;play AC;play QC;play TC;play 9C',
         ['play KH'], 'dump', "last to play and void in C: give KH (13) to P1's trick"),
        ('joker_hearts', 4, {}, 3,
         'play 3C;play TC;play 5C;play KC;play 2D;play 8D;play 6D;play 7D;play 5S;play 2S;play 4S;play 3S;play 7C;play AC;play JC;play 9C;play 3D;play AS;play 4D;play AD;play 9S;play 6S;play 8S;play AH;play QC;play JK;play 5H;play 8C;play 5D;play QS;play TD;play KD;play QD;play 9D;play 4H;play JD;play KS;play JH;play JS;play QH;play 6H;play 8H;play 2H;play 3H;play 9H;play TS;play 6C',
         ['play KH'], 'endgame', 'two-card endgame: play KH is best in all 24 sampled worlds (others lose 1.3 on average)'),
        ('auction_hearts', 4, {}, 1,
         'bid:1;bid:2;bid:3;pass;suit:D;play 2S;play 3S;play 6S;play AS;play 2C;play 7C;play 6C;play KC;play 5C;play 4C;play TC;play JC;play 3C;play QC;play KD;play AC;play 7S;play 5S;play 8S;play QD;play 9S;play AH;play TS;play 4S;play 7H;play 3H;play 9H;play JH;play 2H;play 8H;play TH;play KH;play QS;play TD;play JS;play AD;play 2D;play 4D;play 5D;play 7D;play 8C;play 8D;play 6H;play KS;play 9C;play 6D;play 5H',
         ['play QH'], 'endgame', 'two-card endgame: play QH is best in all 24 sampled worlds (others lose 1.2 on average)'),
        ('auction_hearts', 4, {}, 2,
         'bid:1;bid:2;bid:3;pass;suit:H;play 2C;play JC;play 3C;play TC;play 3S;play TS;play KH',
         ['play 7S', 'play 4S', 'play 2S'], 'duck', 'last to play, 1 penalty on the trick: duck under it (7S, 4S, 2S)', 'takes a trick of one penalty with K♠ instead of ducking under it'),
        ('auction_hearts', 4, {}, 4,
         'bid:1;bid:2;bid:3;pass;suit:H;play 2D;play 5D;play TD;play 7D;play 2S;play 3S;play 7S;play KS;play 4S;play 6S;play 5S;play QS;play 4C;play 7C;play 6C;play JC;play 2C;play 8C;play AH',
         ['play 5C', 'play 3C'], 'duck', 'last to play, 1 penalty on the trick: duck under it (5C, 3C)'),
        ('auction_hearts', 4, {}, 4,
         'bid:1;bid:2;bid:3;pass;suit:H;play 2D;play 5D;play TD;play 7D;play 2S;play 3S;play 7S;play KS;play 4S;play 6S;play 5S;play QS;play 4C;play 7C;play 6C;play JC;play 2C;play 8C;play AH;play 5C;play JD;play 9D;play KH;play 4D;play JS;play 8S;play 9S;play AS;play 3D;play AD;play KD;play KC;play AC;play QD;play QC;play 9C;play 2H;play 6H;play 5H;play 3H;play 6D;play JH;play QH;play TH',
         ['play 7H'], 'endgame', 'two-card endgame: play 7H is best in all 24 sampled worlds (others lose 3.8 on average)'),
        ('omnibus_hearts', 4, {}, 7,
         'pass_cards KC AS KD;pass_cards QS AH AD;pass_cards AC QC KH;pass_cards JC KS QH;play 2C;play 3C;play 4C;play AC;play 2S;play 4S;play 3S;play JS;play 6D;play 5D;play 4D;play KD;play 5C;play QS;play 7C;play JC;play 2D;play 9D;play TD;play 8D;play 8S;play 6S;play 7S;play AS;play 6C;play AH;play 9C',
         ['play 8C'], 'duck', 'last to play, 1 penalty on the trick: duck under it (8C)'),
        ('omnibus_hearts', 4, {}, 7,
         'pass_cards KC AS KD;pass_cards QS AH AD;pass_cards AC QC KH;pass_cards JC KS QH;play 2C;play 3C;play 4C;play AC;play 2S;play 4S;play 3S;play JS;play 6D;play 5D;play 4D;play KD;play 5C;play QS;play 7C;play JC;play 2D;play 9D;play TD;play 8D;play 8S;play 6S;play 7S;play AS;play 6C;play AH;play 9C;play 8C;play 3D;play 7D;play QD;play AD;play 9S;play TS;play 5S;play KC;play QC;play TC;play JH;play JD;play 3H;play 8H;play 5H;play 7H;play KS;play TH;play 6H',
         ['play KH'], 'endgame', 'two-card endgame: play KH is best in all 24 sampled worlds (others lose 5.3 on average)'),
        ('omnibus_hearts', 4, {}, 8,
         'pass_cards AS KS KH;pass_cards KC AH 9H;pass_cards QS AD KD;pass_cards AC JH JD;play 2S;play 3S;play 7S;play TS;play 2D;play 5D;play AS;play QD;play 4D;play 3D;play JD;play KS;play 3C;play 2C;play 5C',
         ['play QS'], 'dump', "last to play and void in C: give QS (13) to P1's trick"),
        ('kozel_classic', 4, {}, 6,
         'play AH;play 9H;play KH',
         ['play 8H'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 8H'),
        ('kozel_classic', 4, {}, 6,
         'play AH;play 9H;play KH;play 8H;play 7S;play TS;play 9S',
         ['play TC', 'play TH'], 'smear', 'last to play, the partner takes the trick: smear the ten (TC, TH)'),
        ('kozel_classic', 4, {}, 7,
         'play AC;play 7C;play KS;play KC;play 8C;play 7S;play 7H;play TC;play QC;play 7D;play TD;play JD;play QS;play 8D;play AD;play JS;play 8S;play 9C;play 8H;play 9S;play AH;play QD;play KH;play 9D;play KD;play QH;play JH',
         ['play AS'], 'endgame', 'two-card endgame: play AS is best in all 24 sampled worlds (others lose 1.0 on average)'),
        ('sheepshead', 4, {}, 5,
         'pass;pass;pass;pass;declare:S;play JD;play 8D;play AD;play 7D;play KD;play 9D;play QD;play 7S;play 7H;play 8H;play JH',
         ['play 9H'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 9H'),
        ('sheepshead', 4, {}, 7,
         'pass;pass;pass;pass;declare:C;play 7S;play TS;play JS;play 8S;play JC;play QC;play AS',
         ['play 8C', 'play 7C'], 'cheap', 'last to play, the opponents take the trick whatever: keep the points, throw 8C, 7C'),
    ]
)
