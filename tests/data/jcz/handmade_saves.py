# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the hand-written saves (handmade--*.jcz, docs/jcz-import.md): random numbers chosen
# so that JCZ's pile and generator (docs/jcz-import.md) give the tiles placed, a discard, and sheep
# draws that differ between JCZ's current and legacy generators. Run: python3 handmade_saves.py
import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'handmade_pile.py')).read())
import random, json
random.seed(7)
def base(players, sets, elements, version, r0, replay, name=""):
    return {"appVersion": version, "gameId": "0c1d2e3f405162738495a6b7c8d9e0f1", "name": name,
            "initialRandom": r0, "created": "2026-12-01T21:00:00.000Z", "clock": 60000,
            "setup": {"sets": sets, "elements": elements, "rules": {}, "timer": None,
                      "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}], "options": {}},
            "players": [{"name": n, "slot": i} for i, n in enumerate(players)], "replay": replay}
def place(t, rot, x, y, p): return {"type": "PLACE_TILE", "payload": {"tileId": t, "rotation": rot, "position": [x, y]}, "player": p, "clock": 1000}
def deploy(x, y, feat, loc, mid, p): return {"type": "DEPLOY_MEEPLE", "payload": {"pointer": {"position": [x, y], "feature": feat, "location": loc}, "meepleId": mid}, "player": p, "clock": 1000}
def pas(p): return {"type": "PASS", "payload": {}, "player": p, "clock": 1000}
def commit(r, p): return {"type": "COMMIT", "payload": {"random": r}, "player": p, "clock": 1000}
def flock(v, r, p): return {"type": "FLOCK_EXPAND_OR_SCORE", "payload": {"value": v, "random": r}, "player": p, "clock": 1000}
out = {}
# 1: a small example: Anna closes a small city, Bram puts a farmer down.
p = pile({"basic:2": 1}, ["BA/RCr"])
assert p[int(0.05 * len(p))] == "BA/C"; p.remove("BA/C")
assert p[int(0.7 * len(p))] == "BA/RFr", p[int(0.7*len(p))]
out["random-spec-example"] = base(["Anna", "Bram"], {"basic:2": 1}, {"small-follower": 7, "farmers": True, "garden": True}, "5.12.0", 0.05, [
    place("BA/C", "R180", 0, -1, 0), deploy(0, -1, "City", "S", "0.small.1", 0), commit(0.7, 0),
    place("BA/RFr", "R0", 1, 0, 1), deploy(1, 0, "Field", "NL.NR.EL.WR", "1.small.1", 1), commit(0.1, 1)])
# 2: a discard. After the city is closed no city side is open, so BA/Cccc+ fits nowhere:
# JCZ puts it aside and draws again with the advanced r.
p = pile({"basic:1": 1}, ["BA/RCr"])
r0 = pick(p, "BA/C"); p.remove("BA/C"); n = len(p); i = p.index("BA/Cccc+")
while True:
    r1 = random.uniform(i / n, (i + 1) / n)
    if int(r1 * n) != i: continue
    q = p[:i] + p[i + 1:]
    if q[int(adv(r1) * len(q))] == "BA/RFr": break
print("discard r1", r1, "adv", adv(r1))
q2 = list(q); q2.remove("BA/RFr")
r2 = pick(q2, "BA/Rr")
out["random-discard"] = base(["Anna", "Bram"], {"basic:1": 1}, {"small-follower": 7, "farmers": True}, "5.12.0", r0, [
    place("BA/C", "R180", 0, -1, 0), deploy(0, -1, "City", "S", "0.small.1", 0), commit(r1, 0),
    place("BA/RFr", "R0", 1, 0, 1), deploy(1, 0, "Road", "WE", "1.small.1", 1), commit(r2, 1),
    place("BA/Rr", "R0", 2, 0, 0), pas(0), commit(0.3, 0)])
# 3 and 4: a shepherd placed from a random tile draw. The current generator draws the sheep
# with r advanced by the tile draw; the legacy one (before 5.9.0) with r itself.
bag = ["1"] * 4 + ["2"] * 5 + ["3"] * 5 + ["4"] * 2 + ["wolf"] * 2
p = pile({"basic:1": 1, "hills-and-sheep:1": 1}, ["BA/RCr"])
i = p.index("BA/RFr"); n = len(p)
while True:
    r0 = random.uniform(i / n, (i + 1) / n)
    if int(r0 * n) != i or p[int(r0*n)] != "BA/RFr": continue
    cur = bag[int(adv(r0) * 18)]; leg = bag[int(r0 * 18)]
    if cur != leg and "wolf" not in (cur, leg): break
print("shepherd r0", r0, "current", cur, "legacy", leg)
p.remove("BA/RFr")
r1 = pick(p, "BA/Rr"); p.remove("BA/Rr")
r2 = pick(p, "BA/RFr"); p.remove("BA/RFr")
rg = 0.5  # grow: bag[(int)(0.5 * size)]
r3 = pick(p, "BA/L")
for v, key in (("5.12.0", "random-shepherd"), ("5.8.0", "random-shepherd-legacy")):
    out[key] = base(["Anna", "Bram"], {"basic:1": 1, "hills-and-sheep:1": 1}, {"small-follower": 7, "farmers": True, "shepherd": 1, "hill": True, "vineyard": True}, v, r0, [
        place("BA/RFr", "R0", 1, 0, 0), deploy(1, 0, "Field", "NL.NR.EL.WR", "0.shepherd.1", 0), commit(r1, 0),
        place("BA/Rr", "R180", -1, 0, 1), pas(1), commit(r2, 1),
        place("BA/RFr", "R0", 2, 0, 0), pas(0), flock("EXPAND", rg, 0), commit(r3, 0)])
# 5: a builder's double turn (Traders & Builders), with JCZ's forced draws. Anna's builder joins
# her road at (2,0); her tile at (3,0) extends that road, so her next turn part, the curve at
# (4,0), is the second part of a double turn. Bram's tiles keep clear of the road.
dt = base(["Anna", "Bram"], {"basic:1": 1, "traders-and-builders:1": 1}, {"small-follower": 7, "farmers": True, "builder": 1, "pig": 1, "traders": True}, "5.7.3", 0.0, [
    place("BA/RFr", "R0", 1, 0, 0), deploy(1, 0, "Road", "WE", "0.small.1", 0), commit(0.0, 0),
    place("BA/RFr", "R0", 0, 1, 1), pas(1), commit(0.0, 1),
    place("BA/RFr", "R0", 2, 0, 0), deploy(2, 0, "Road", "WE", "0.builder.1", 0), commit(0.0, 0),
    place("BA/RFr", "R0", 1, 1, 1), pas(1), commit(0.0, 1),
    place("BA/RFr", "R0", 3, 0, 0), pas(0), commit(0.0, 0),
    place("BA/Rr", "R0", 4, 0, 0), pas(0), commit(0.0, 0),
    place("BA/RFr", "R0", 2, 1, 1), pas(1), commit(0.0, 1)])
dt["gameAnnotations"] = {"drawOrder": ["BA/RFr"] * 5 + ["BA/Rr", "BA/RFr"]}
out["builder-double-turn"] = dt
for k, v in out.items():
    json.dump(v, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"handmade--{k}.jcz"), "w"), indent=2)
