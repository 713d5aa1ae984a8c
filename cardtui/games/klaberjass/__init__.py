"""«Клабор» (``klaberjass``): two-handed Klaberjass to 501.

Spec: ``shared/rules/klaberjass.md``. The package is split by phase:

* :mod:`.tables` — card orders, card points and sequence orders as data;
* :mod:`.runs` — sequences (терц, полтинник), their heights and comparison;
* :mod:`.bidding` — the two deals, the turn-up, both bidding rounds, schmeiss and
  the trump-seven exchange;
* :mod:`.declarations` — the step-by-step exchange of announcements («Терц» /
  «Рост?» / «От короля» / «Твоя») and the late announcement after a silent lead;
* :mod:`.play` — follow duties, trick winners, bella and the last trick;
* :mod:`.scoring` — the deal's totals, «байт», ties, the game to 501 and its lines;
* :mod:`.match` — the state, views and zones; :mod:`.game` registers the game.
"""
