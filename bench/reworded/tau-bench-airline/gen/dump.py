import json,sys
runs={}
for l in open('/work/shared/datasets/tau-bench-airline/runs.jsonl'):
    r=json.loads(l); runs[r['id']]=r
for rid in sys.argv[1:]:
    r=runs[rid]
    print('=====',rid,'reward',r['reward'],'user',r['user_id'])
    print('GOLD',json.dumps(r['gold_actions']))
    for i,m in enumerate(r['messages']):
        if i==0: continue
        if m['role']=='assistant':
            if m.get('tool_calls'):
                for tc in m['tool_calls']:
                    print(f"[{i}] CALL {tc['function']['name']} {tc['function']['arguments']}")
            if m.get('content'):
                print(f"[{i}] ASSISTANT: {m['content']}")
        elif m['role']=='tool':
            print(f"[{i}] TOOL: {m['content']}")
        else:
            print(f"[{i}] {m['role'].upper()}: {m['content']}")
    print()
