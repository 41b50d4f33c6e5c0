# SPDX-License-Identifier: GPL-3.0-or-later
import os
import json, struct, re
src=open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../src/core/jcztiles.cpp')).read()
names=re.findall(r'\{"([^"]+)", "([^"]+)", "([^"]+)", (\d)\}', src)
tiles={t['id']:t for t in json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../resources/tiles.json')))['tiles']}
def pile(sets, start):
    p=[]
    for key,copies in sets.items():
        exp,rel=key.split(':'); rel=int(rel); bit=2 if rel>=2 else 1
        for j,o,s,r in names:
            if s!=exp or not (int(r)&bit): continue
            c=tiles[o]['counts']['C1' if bit==1 else 'C2']*copies
            p+= [j]*c
    for s in start: p.remove(s)
    return sorted(p, key=lambda x: x.encode())
def adv(r):
    b=struct.unpack('<Q',struct.pack('<d',r))[0]
    x=((25214903917*(b&(2**48-1)))+11)%2**48
    return x/2**48
def pick(p, want):
    """an r whose draw gives `want` from pile p"""
    i=p.index(want); return (i+0.5)/len(p)
