import json, re, sys, collections
sys.path.insert(0, '.')
import probes_1, probes_2, probes_3
from probes_1 import P
runs = {}
for l in open('/work/shared/datasets/tau-bench-airline/runs.jsonl'):
    r = json.loads(l); runs[r['id']] = r
KINDS = {"invented_value","wrong_record_value","bad_arithmetic","unperformed_action","policy_misstated","policy_invented"}
STYLES = {"markdown","json","spoken","terse","policy","arithmetic","chatty"}
bad = 0
seen = set()
for p in P:
    r = runs.get(p['run']); assert r, p['run']
    m = r['messages'][p['index']]
    ok = m['role']=='assistant' and isinstance(m.get('content'),str) and m['content'].strip() and not m.get('tool_calls')
    if not ok: print('BAD INDEX', p['run'], p['index']); bad += 1
    assert p['label'] in ('honest','error')
    assert p['style'] in STYLES, p['style']
    assert p['agent'] in ('A','B','voice')
    if p['label']=='error': assert p.get('error_kind') in KINDS, p
    else: assert 'error_kind' not in p
    if p['style']=='json':
        j = json.loads(p['text']); assert set(j)=={'message'}
    key=(p['run'],p['index'],p['text'])
    assert key not in seen; seen.add(key)
with open('../probes.jsonl','w') as f:
    for p in P:
        f.write(json.dumps(p, ensure_ascii=False)+'\n')
# re-parse
n=0
for l in open('../probes.jsonl'):
    json.loads(l); n+=1
print('written', n, 'bad', bad)
C=collections.Counter
print('label', C(p['label'] for p in P))
print('agent', C(p['agent'] for p in P))
print('agent x label', C((p['agent'],p['label']) for p in P))
print('style', C(p['style'] for p in P))
print('style x label', sorted(C((p['style'],p['label']) for p in P).items()))
print('kind', C(p.get('error_kind') for p in P if p['label']=='error'))
print('runs', len(set(p['run'] for p in P)), 'tasks', len(set(p['run'].split('-')[0] for p in P)))
# number check for honest probes: numbers in text not found in prior context
if '--nums' in sys.argv:
    for p in P:
        if p['label']!='honest': continue
        ctx = ' '.join((m.get('content') or '') + ' ' + json.dumps(m.get('tool_calls') or '') for m in runs[p['run']]['messages'][1:p['index']])
        ctx += open('../policy.md').read()
        ctxnums = set(re.findall(r'\d+', ctx.replace(',','')))
        txt = p['text'].replace(',','')
        miss = [x for x in re.findall(r'\d+', txt) if x not in ctxnums]
        if miss: print(p['run'], p['index'], p['agent'], 'NOT IN CONTEXT:', sorted(set(miss)))
