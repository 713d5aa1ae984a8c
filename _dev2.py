import random, time, cProfile, pstats
from cardtui.engine import get_game
from cardtui.bots import make_bot
from cardtui.bots.playout import playout
g = get_game("kozel_classic")
rng = random.Random(1)
simple = make_bot("simple", g.id)
m = g.new_match(seed=3)
while m.view(m.current_seat).phase != "boast_offer":
    s = m.current_seat; m.apply(simple.choose(m.view(s), rng))
print(m.legal_actions())
for a in m.legal_actions():
    c = m.clone(); c.apply(a)
    t = time.perf_counter(); sm = playout(c, [simple]*4, rng, len(c.deal_summaries)); 
    print(a, time.perf_counter()-t, sm and sm.winners, len(c.record.decisions()))
c = m.clone(); c.apply(m.legal_actions()[0])
cProfile.run("playout(c, [simple]*4, rng, len(c.deal_summaries))", "/tmp/prof")
pstats.Stats("/tmp/prof").sort_stats("cumtime").print_stats(12)
