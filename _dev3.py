import json, sys
from cardtui.arena import arena
from cardtui.engine import get_game
g = get_game(sys.argv[1])
r = arena(g, (sys.argv[2], sys.argv[3]), int(sys.argv[4]), 1, jobs=int(sys.argv[5]) if len(sys.argv)>5 else 1)
print(json.dumps(r.to_json(), indent=None))
