"""Doppelkopf (Двойная голова) in the UI: the running balance and the ledger per deal.

Scores are kept per player in half-points and shown as ``+12½``. Partnerships
are shown only once the view reveals them (``view.teams``): the second old
woman («старушка», Q♣) stays unknown to the others until she plays her queen, and
nothing here guesses her from anything else. A player's own side is what his hand
and the view's private facts tell him: one Q♣ makes him Re (the old women), none in
a normal game Kontra, as FreeDoko says it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from cardtui.engine import Action, Card, Match, View
from cardtui.engine.facts import facts_as
from cardtui.engine.score import HALF
from cardtui.games.doppelkopf import half_text
from cardtui.games.doppelkopf.facts import DoppelkopfDetails, DoppelkopfPrivate, DoppelkopfPublic
from cardtui.games.doppelkopf.rules import OLD_WOMAN
from cardtui.i18n import has, t
from cardtui.ui.games import TEAM_COLOURS, Centre, GameHooks
from cardtui.ui.games._parts import card_list, code_text, grid, signed_bar
from cardtui.ui.units import of_total
from cardtui.ui.widgets.breakdown import amount_text

GAME = "doppelkopf"
SIDE_COLOURS = ("#dcbdfb", "#8ddb8c")
"""Declaring side (the old women, a soloist), opponents."""
PLUS = "#57ab5a"
MINUS = "#e5534b"


_g = partial(t, game=GAME)


_code = partial(code_text, GAME)


def game_text(kind: object) -> str:
    """«Обычная игра», «Свадьба», «Козырное соло»..."""
    return _code("info.doppelkopf.game", kind)


def order_text(level: object) -> str:
    """Normal game, schneider, schwarz."""
    key = f"ui.doppelkopf.order.{level}"
    return t(key) if has(key) else str(level)


def money(half: int, ascii_only: bool = False) -> Text:
    """Half-points as ``+12½`` in green, ``-9`` in red, ``0`` plain (``+12.5`` in ASCII)."""
    colour = PLUS if half > 0 else MINUS if half < 0 else None
    return Text(half_shown(half, ascii_only), Style(color=colour, bold=True))


def half_shown(half: int, ascii_only: bool) -> str:
    """``+12½``; in ASCII ``+12.5`` (Russian ``+12,5``): ½ has no ASCII character."""
    return amount_text(half, HALF, True, ascii_only) if ascii_only else half_text(half) or "0"


def own_side(view: View) -> str:
    """The viewer's side as far as he knows it: ``re``, ``kontra`` or ``""`` (not known).

    One Q♣ in a normal game (or before the game type is set) is Re; a seat the view
    puts on the declaring side (a soloist, a wedding) is Re; a known opponent Kontra."""
    if view.seat is None:
        return ""
    side = _private(view).side
    if side == "declarers":
        return "re"
    if side == "opponents":
        return "kontra"
    queens = sum(1 for c in view.hand if c is OLD_WOMAN)
    if queens == 1 and _public(view).game in (None, "normal"):
        return "re"
    return ""


def variant_text(public: Mapping[str, Any]) -> str:
    """The rules in one line: the Russian classic game and the options that change it."""
    facts = facts_as(public, DoppelkopfPublic)
    chosen = {"no_nines": facts.no_nines, "dulle": facts.dulle}
    extras = [_g(f"ui.doppelkopf.variant.{key}") for key, on in chosen.items() if on]
    return ", ".join([_g("ui.doppelkopf.variant.classic"), *extras])


def _hand_key(card: Card) -> tuple[int, int, int]:
    """Queens, then jacks (♣ ♠ ♥ ♦), then each suit A 10 K 9: the order a player sorts in."""
    suit = "CSHD".find(card.suit)
    if card.rank in "QJ":
        return 0, "QJ".index(card.rank), suit
    return 1, suit, "AT K9".replace(" ", "").find(card.rank)


def dealt_hands(match: Match, number: int) -> list[list[Card]]:
    """Each player's hand of deal ``number``: the cards the record says he played in it."""
    hands: list[list[Card]] = [[] for _ in range(match.num_seats)]
    for deal in match.record.deals:
        if deal.number != number:
            continue
        for entry in deal.actions:
            seat, action = entry[0], entry[1]
            if isinstance(action, Action) and action.kind == "play" and 0 <= seat < len(hands):
                hands[seat].extend(action.cards)
    return [sorted(cards, key=_hand_key) for cards in hands]


def _balance(public: DoppelkopfPublic, seats: int) -> list[int]:
    values = public.balance_half or [0] * seats
    return [int(v) for v in values]


def _public(view: View) -> DoppelkopfPublic:
    return facts_as(view.public, DoppelkopfPublic)


def _private(view: View) -> DoppelkopfPrivate:
    return facts_as(view.private, DoppelkopfPrivate)


class DoppelkopfHooks(GameHooks):
    """Balances, the ledger, the game type and order; partners only once known."""

    game_id = GAME

    def team_colour(self, index: int) -> str:
        """Violet for the declaring side, green for the opponents."""
        return SIDE_COLOURS[index % 2]

    def seat_note(self, view: View, seat: int, ascii_only: bool = False) -> str:
        """Declarer, soloist, wedding and its partner (all public)."""
        p = _public(view)
        if p.soloist == seat:
            return _g("info.doppelkopf.soloist")
        if p.wedding == seat:
            return _g("info.doppelkopf.wedding")
        if p.wedding_partner == seat:
            return _g("info.doppelkopf.wedding_partner")
        if p.declarer == seat:
            return _g("info.doppelkopf.declarer")
        return ""

    def centre(
        self, view: View, names: Sequence[str], veiled: bool, ascii_only: bool = False
    ) -> Centre | None:
        """The empty table: the rules in one line (``?`` explains them) and, to the viewer
        who can tell, his side ("You are Re: you hold an old woman")."""
        side = "" if veiled else own_side(view)
        picture = Text("\n\n", justify="center")
        if side:
            queen = side == "re" and OLD_WOMAN in view.hand
            key = f"ui.doppelkopf.table.{side}_queen" if queen else f"ui.doppelkopf.table.{side}"
            picture.append(_g(key) + "\n", Style(bold=True, color=SIDE_COLOURS[side != "re"]))
        picture.append(
            _g("ui.doppelkopf.table.rules", rules=variant_text(_public(view))), Style(dim=True)
        )
        return Centre(title=_g("ui.doppelkopf.table.title"), picture=picture)

    # --- side panel ---------------------------------------------------------

    def score_lines(
        self, view: View, names: Sequence[str], ascii_only: bool
    ) -> list[tuple[str, str]]:
        """The balance of every player, the deal, game type and order, the sides when known."""
        p = _public(view)
        balance = _balance(p, view.num_seats)
        lines = [
            (names[s], half_shown(b, ascii_only)) for s, b in enumerate(balance) if s < len(names)
        ]
        lines.append(
            (
                _g("info.doppelkopf.deal"),
                of_total(p.deal or view.deal_number, p.match_deals or "?"),
            )
        )
        kind = p.game
        if kind:
            lines.append((_g("info.doppelkopf.game"), game_text(kind)))
        if p.order:
            lines.append((_g("info.doppelkopf.order"), order_text(p.order)))
        lines += self.side_lines(view, names)
        tricks = p.trick_number
        if tricks and view.phase == "play":
            lines.append((t("ui.doppelkopf.trick"), of_total(tricks, p.tricks or "?")))
        return lines

    def side_lines(self, view: View, names: Sequence[str]) -> list[tuple[str, str]]:
        """The rules in one line, then the viewer's side and partner as far as he knows them;
        "not known yet" only to a player who cannot tell (no Q♣ before the game is set)."""
        public = _public(view)
        lines = [(_g("ui.doppelkopf.variant"), variant_text(public))]
        side = own_side(view)
        if side:
            queen = side == "re" and OLD_WOMAN in view.hand
            you = f"ui.doppelkopf.you.{side}_queen" if queen else f"ui.doppelkopf.you.{side}"
            lines.append((_g("ui.doppelkopf.you"), _g(you)))
            partner = _private(view).partner
            if isinstance(partner, int) and 0 <= partner < len(names):
                lines.append((_g("ui.doppelkopf.partner"), names[partner]))
            elif public.game == "normal" and not view.teams:
                lines.append((_g("ui.doppelkopf.partner"), _g("ui.doppelkopf.partner_hidden")))
        elif view.teams:
            lines.append((_g("info.doppelkopf.teams"), t("ui.doppelkopf.known")))
        elif public.game:
            lines.append((_g("info.doppelkopf.teams"), t("ui.doppelkopf.hidden")))
        return lines

    # --- scoreboard ---------------------------------------------------------

    def balances(self, balance: Sequence[int], names: Sequence[str], ascii_only: bool) -> Table:
        """One row per player: name, a bar around zero, the balance."""
        table = grid()
        for _ in range(3):
            table.add_column()
        scale = max([abs(b) for b in balance] + [1])
        for seat, value in enumerate(balance):
            name = names[seat] if seat < len(names) else str(seat)
            colour = TEAM_COLOURS[seat % len(TEAM_COLOURS)]
            table.add_row(
                Text(name, Style(color=colour, bold=True)),
                signed_bar(value, scale, 12, ascii_only),
                money(value, ascii_only),
            )
        return table

    def scoreboard(self, match: Match, names: Sequence[str], ascii_only: bool) -> RenderableType:
        """Balances with bars, then the ledger deal by deal."""
        public = _public(match.view(None))
        balance = _balance(public, match.num_seats)
        head = Text(
            t(
                "ui.doppelkopf.progress",
                n=len(match.deal_summaries),
                total=public.match_deals or "?",
            ),
            Style(dim=True, italic=True),
        )
        note = Text(t("ui.doppelkopf.declarers_mark"), Style(dim=True, italic=True))
        return Group(
            head,
            self.balances(balance, names, ascii_only),
            Text(""),
            self.history_table(match, names, ascii_only),
            note,
        )

    def deal_picture(
        self, match: Match, names: Sequence[str], ascii_only: bool
    ) -> RenderableType | None:
        """Every player's balance after the deal, then every player's hand of the deal."""
        summary = match.deal_summaries[-1]
        after = facts_as(summary.details, DoppelkopfDetails).balance_half or [0] * match.num_seats
        parts: list[RenderableType] = [self.balances([int(b) for b in after], names, ascii_only)]
        hands = dealt_hands(match, summary.number)
        if any(hands):
            parts += [Text(""), Text(_g("ui.doppelkopf.hands"), Style(bold=True))]
            table = grid()
            table.add_column(no_wrap=True)
            table.add_column()
            for seat, cards in enumerate(hands):
                name = names[seat] if seat < len(names) else str(seat)
                table.add_row(Text(name, Style(bold=True)), card_list(cards, ascii_only))
            parts.append(table)
        return Group(*parts)


HOOKS = DoppelkopfHooks()
