"""«Клабор» (``klaberjass``): two-handed Klaberjass to 501.

Spec: ``shared/rules/klaberjass.md``. The package is split by phase; each phase is
functions of the shared state (:mod:`.state`: legal set, move, refusal) that the
match lists in its phase table:

* :mod:`.options` — the option specs and the typed options;
* :mod:`.tables` — card orders, card points and sequence orders as data;
* :mod:`.runs` — sequences (терц, полтинник), their heights and comparison;
* :mod:`.bidding` — the two deals, the turn-up, both bidding rounds, schmeiss and
  the trump-seven exchange;
* :mod:`.declarations` — the step-by-step exchange of announcements («Терц» /
  «Рост?» / «От короля» / «Твоя») and the late announcement after a silent lead;
* :mod:`.follow` — the follow duties as the engine's follow rules, the trick order;
* :mod:`.play` — tricks, their winners, bella and the last trick;
* :mod:`.scoring` — the deal's totals, «байт», ties, the game to 501 and its lines;
* :mod:`.match` — the phase table, the deal pipeline, views, zones and search hooks;
  :mod:`.game` registers the game.
"""
