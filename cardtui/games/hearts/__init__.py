"""The Hearts family: one trick-taking core (:mod:`.core`) configured per game from data.

Spec: ``shared/rules/hearts.md``. Each game module states only what is peculiar to
it: its deck, hand size, penalty cards, passing, lead and follow rules, scoring and
match end.
"""
