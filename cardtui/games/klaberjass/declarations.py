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
"""

from __future__ import annotations

from cardtui.engine.actions import Action
from cardtui.engine.cards import Card
from cardtui.engine.protocol import Event
from cardtui.games.klaberjass.runs import FIFTY_KIND, TERZ_KIND, Run, compare, find_runs
from cardtui.games.klaberjass.state import KlaberjassState

ANNOUNCE = Action("announce")
SILENT = Action("silent")
REPLY_NOTHING = Action("reply", (), "nothing")
REPLY_FIFTY = Action("reply", (), "fifty")
REPLY_HEIGHT = Action("reply", (), "height")


class DeclarationPhase(KlaberjassState):
    """Announcements, the height dialogue and the late announcement."""

    def _start_declarations(self) -> list[Event]:
        natural = self.options["sequence_order"] == "natural"
        five = int(str(self.options["five_plus_value"]))
        for seat in (0, 1):
            self.runs[seat] = find_runs(self.hands[seat], self.trump, natural, five)
            self.bella_pair[seat] = all(c in self.hands[seat] for c in bella_cards(self.trump))
        self.phase, self.to_move = "declare", self.elder
        if not self.runs[self.elder]:
            return self._elder_silent()
        return []

    # --- legal actions ------------------------------------------------------------

    def _legal_declare(self) -> tuple[Action, ...]:
        """A holder of a run may announce or stay silent (only silence without one: a
        sampled world may deal a hand without the run the real one had)."""
        return (ANNOUNCE, SILENT) if self.runs[self.mover] else (SILENT,)

    def _legal_reply(self) -> tuple[Action, ...]:
        dealer_runs = self.runs[self.dealer]
        if not dealer_runs:
            return (REPLY_NOTHING,)
        best = dealer_runs[0].kind
        legal = [REPLY_NOTHING]
        if best == FIFTY_KIND and self.announced == TERZ_KIND:
            legal.append(REPLY_FIFTY)
        if best == self.announced:
            legal.append(REPLY_HEIGHT)
        return tuple(legal)

    # --- applying -----------------------------------------------------------------

    def _apply_declare(self, action: Action) -> list[Event]:
        seat = self.mover
        if self.phase == "declare_late":
            return self._apply_late(action)
        if action is SILENT:
            return self._elder_silent()
        self.announced = self.runs[seat][0].kind
        events = [self.say(seat, "announce", self.announced)]
        self.phase, self.to_move = "declare_reply", self.dealer
        legal = self._legal_reply()
        if len(legal) == 1:
            return events + self._apply_reply(legal[0])
        return events

    def _elder_silent(self) -> list[Event]:
        self.elder_silent = True
        events = [self.say(self.elder, "silent")]
        return events + self._start_play()

    def _apply_reply(self, action: Action) -> list[Event]:
        e, d = self.elder, self.dealer
        events = [self.say(d, "reply", action.value)]
        if action is REPLY_NOTHING:
            return events + self._decided(e)
        if action is REPLY_FIFTY:
            return events + self._decided(d)
        if not self.runs[e]:  # only in a sampled world that dealt the elder no run
            return events + self._decided(d)
        ours, theirs = self.runs[e][0], self.runs[d][0]
        events.append(self._state_height(e))
        verdict = compare(ours, theirs)
        if verdict > 0:
            events.append(self.say(d, "yours"))
            return events + self._decided(e)
        if verdict < 0:
            events.append(self._state_height(d))
            return events + self._decided(d)
        events.append(self.say(d, "equal"))
        winner = e if self.options["seq_tie"] == "elder" else None
        return events + self._decided(winner)

    def _state_height(self, seat: int) -> Event:
        """«От короля» / «От валета в козырях»: the rank of the best run's top card, and
        whether it is in trumps; the suit of a plain run and its cards stay hidden (§4.3,
        K-D15: the winner's runs are shown after trick 1)."""
        return self.say(seat, "height", height_code(self.runs[seat][0]))

    def _decided(self, winner: int | None, start_play: bool = True) -> list[Event]:
        self.seq_winner, self.seq_done = winner, True
        events = [Event("seq_winner", winner, (), "" if winner is not None else "none")]
        if start_play:
            events += self._start_play()
        return events

    def _apply_late(self, action: Action) -> list[Event]:
        d = self.dealer
        self.phase, self.to_move = "play", d
        self._legal = None
        if action is SILENT:
            return [self.say(d, "silent"), *self._decided(None, start_play=False)]
        events = [self.say(d, "announce", self.runs[d][0].kind)]
        return events + self._decided(d, start_play=False)


def height_code(run: Run) -> str:
    """The value of a stated height: ``plain.K`` («От короля»), ``trump.J`` («От валета в
    козырях»)."""
    return f"{'trump' if run.trump else 'plain'}.{run.top.rank}"


def bella_cards(trump: str) -> tuple[Card, Card]:
    """The king and queen of trumps."""
    return (Card("K", trump), Card("Q", trump))
