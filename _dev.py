import random, time, sys
from cardtui.engine import get_game
from cardtui.bots import make_bot
from cardtui.bots.strong import StrongBot
gid = sys.argv[1]
game = get_game(gid)
m = game.new_match(seed=3)
holder = {}
bot = StrongBot(0.2, sampler=lambda v, r: holder['m'].clone())   # TEMPORARY stand-in (cheats): dev only
simple = make_bot("simple", gid)
rng = random.Random(1)
times=[]
for step in range(60):
    if m.is_over: break
    seat = m.current_seat
    v = m.view(seat)
    if seat % 2 == 0:
        holder['m'] = m
        t=time.perf_counter(); an = bot.analyse(v, rng); times.append(time.perf_counter()-t)
        a = an.best
        print(v.phase, len(v.legal), an.worlds, round(an.seconds,3), a, an.default, [(str(s.action), round(s.mean,2), s.n) for s in an.stats[:3]])
    else:
        a = simple.choose(v, rng)
    m.apply(a)
