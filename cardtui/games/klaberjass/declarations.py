"""The declarations of sequences as players say them (klaberjass.md §4.3).

The elder announces the kind of his best run («Терц», «Полтинник») or stays
silent. The dealer answers: nothing, «Полтинник» (a fifty against a terz), or
«Рост?» (a run of the same kind). On «Рост?» the elder states his height
(«От короля», «От валета в козырях»: the top card's rank only, never a plain run's
suit or cards); the dealer either concedes («Твоя») or states a higher one; equal
runs tie. After a silent elder leads, the dealer may still
announce before playing to the first trick, and then wins uncontested.

Every step is a separate public event; forced steps (a silent elder without a
run, «nothing» as the only answer, the stated heights) are made by the engine.
The phases' functions take the state and the seat to move.
"""

from __future__ import annotations

from cardtui.engine.actions import Action
from cardtui.engine.protocol import Event
from cardtui.games.klaberjass.play import start_play
from cardtui.games.klaberjass.runs import FIFTY_KIND, TERZ_KIND, Run, compare, find_runs
from cardtui.games.klaberjass.state import DECLARE, DECLARE_REPLY, PLAY, KlaberjassState
from cardtui.games.klaberjass.tables import bella_cards

ANNOUNCE = Action("announce")
SILENT = Action("silent")
REPLY_NOTHING = Action("reply", (), "nothing")
REPLY_FIFTY = Action("reply", (), "fifty")
REPLY_HEIGHT = Action("reply", (), "height")
SPEAK = (ANNOUNCE, SILENT)
SILENCE = (SILENT,)
NOTHING = (REPLY_NOTHING,)


def start_declarations(m: KlaberjassState) -> list[Event]:
    """Find each hand's runs and bella pair, and let the elder speak."""
    natural, five = m.opts.natural, m.opts.five_plus_value
    king, queen = bella_cards(m.trump)
    for seat in (0, 1):
        hand = m.hands[seat]
        m.runs[seat] = find_runs(hand, m.trump, natural, five)
        m.bella_pair[seat] = king in hand and queen in hand
    m.phase, m.to_move = DECLARE, m.elder
    if not m.runs[m.elder]:
        return _elder_silent(m)
    return []


# --- legal actions ------------------------------------------------------------------


def legal_declare(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """A holder of a run may announce or stay silent (only silence without one: a
    sampled world may deal a hand without the run the real one had)."""
    return SPEAK if m.runs[seat] else SILENCE


def legal_reply(m: KlaberjassState, seat: int) -> tuple[Action, ...]:
    """The dealer's answers: nothing, «Полтинник» against a terz, «Рост?» on the same kind."""
    dealer_runs = m.runs[m.dealer]
    if not dealer_runs:
        return NOTHING
    best = dealer_runs[0].kind
    legal = [REPLY_NOTHING]
    if best == FIFTY_KIND and m.announced == TERZ_KIND:
        legal.append(REPLY_FIFTY)
    if best == m.announced:
        legal.append(REPLY_HEIGHT)
    return tuple(legal)


# --- applying -----------------------------------------------------------------------


def apply_declare(m: KlaberjassState, seat: int, action: Action) -> list[Event]:
    """The elder announces his best run's kind (the forced answer made at once) or is silent."""
    if action is SILENT:
        return _elder_silent(m)
    m.announced = m.runs[seat][0].kind
    events = [m.say(seat, "announce", m.announced)]
    m.phase, m.to_move = DECLARE_REPLY, m.dealer
    legal = legal_reply(m, m.dealer)
    if len(legal) == 1:
        return events + apply_reply(m, m.dealer, legal[0])
    return events


def _elder_silent(m: KlaberjassState) -> list[Event]:
    m.elder_silent = True
    events = [m.say(m.elder, "silent")]
    return events + start_play(m)


def apply_reply(m: KlaberjassState, seat: int, action: Action) -> list[Event]:
    """The dealer's answer, and the height dialogue it starts."""
    e, d = m.elder, m.dealer
    events = [m.say(d, "reply", action.value)]
    if action is REPLY_NOTHING:
        return events + _decided(m, e)
    if action is REPLY_FIFTY:
        return events + _decided(m, d)
    if not m.runs[e]:  # only in a sampled world that dealt the elder no run
        return events + _decided(m, d)
    ours, theirs = m.runs[e][0], m.runs[d][0]
    events.append(_state_height(m, e))
    verdict = compare(ours, theirs)
    if verdict > 0:
        events.append(m.say(d, "yours"))
        return events + _decided(m, e)
    if verdict < 0:
        events.append(_state_height(m, d))
        return events + _decided(m, d)
    events.append(m.say(d, "equal"))
    winner = e if m.opts.seq_tie == "elder" else None
    return events + _decided(m, winner)


def _state_height(m: KlaberjassState, seat: int) -> Event:
    """«От короля» / «От валета в козырях»: the rank of the best run's top card, and
    whether it is in trumps; the suit of a plain run and its cards stay hidden (§4.3,
    K-D15: the winner's runs are shown after trick 1)."""
    return m.say(seat, "height", height_code(m.runs[seat][0]))


def _decided(m: KlaberjassState, winner: int | None, begin_play: bool = True) -> list[Event]:
    m.seq_winner, m.seq_done = winner, True
    events = [Event("seq_winner", winner, (), "" if winner is not None else "none")]
    if begin_play:
        events += start_play(m)
    return events


def apply_late(m: KlaberjassState, seat: int, action: Action) -> list[Event]:
    """The dealer's late announcement (or silence) before he plays to the first trick."""
    d = m.dealer
    m.phase, m.to_move = PLAY, d
    m._legal = None
    if action is SILENT:
        return [m.say(d, "silent"), *_decided(m, None, begin_play=False)]
    events = [m.say(d, "announce", m.runs[d][0].kind)]
    return events + _decided(m, d, begin_play=False)


def height_code(run: Run) -> str:
    """The value of a stated height: ``plain.K`` («От короля»), ``trump.J`` («От валета в
    козырях»)."""
    return f"{'trump' if run.trump else 'plain'}.{run.top.rank}"
