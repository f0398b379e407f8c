"""Validate runs/labels/probes/tools for bench/unseen/banking-2 and print counts."""
import collections
import json
import os
import sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STYLES = {"markdown", "json", "spoken", "terse", "policy", "arithmetic", "chatty"}
KINDS = {"invented_value", "wrong_record_value", "bad_arithmetic", "unperformed_action", "policy_misstated",
         "policy_invented"}
errs = []


def load(name):
    rows = []
    with open(os.path.join(OUT, name)) as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append(f"{name}:{n} does not parse: {e}")
    return rows


runs = load("runs.jsonl")
labels = load("labels.jsonl")
probes = load("probes.jsonl")
with open(os.path.join(OUT, "tools.json")) as f:
    tools = json.load(f)
tool_names = {t["function"]["name"] for t in tools}

byid = {}
text_idx = {}
for r in runs:
    if r["id"] in byid:
        errs.append(f"duplicate run id {r['id']}")
    byid[r["id"]] = r
    msgs = r["messages"]
    if msgs[0]["role"] != "system":
        errs.append(f"{r['id']}: messages[0] is not system")
    seen_ids = set()
    pending = []
    texts = []
    json_mode = "{\"message\"" in msgs[0]["content"]
    for i, m in enumerate(msgs):
        role = m["role"]
        if role == "assistant" and m.get("tool_calls"):
            if m.get("content"):
                errs.append(f"{r['id']}[{i}] assistant has both content and tool_calls")
            for tc in m["tool_calls"]:
                if tc["id"] in seen_ids:
                    errs.append(f"{r['id']}[{i}] duplicate tool_call id {tc['id']}")
                seen_ids.add(tc["id"])
                if tc["function"]["name"] not in tool_names:
                    errs.append(f"{r['id']}[{i}] unknown tool {tc['function']['name']}")
                json.loads(tc["function"]["arguments"])
                pending.append(tc["id"])
        elif role == "tool":
            if not pending or m["tool_call_id"] != pending[0]:
                errs.append(f"{r['id']}[{i}] tool message does not answer the pending call")
            else:
                pending.pop(0)
        else:
            if pending:
                errs.append(f"{r['id']}[{i}] unanswered tool call before {role} message")
            if role == "assistant":
                if not m.get("content"):
                    errs.append(f"{r['id']}[{i}] empty assistant text")
                texts.append(i)
                if json_mode:
                    try:
                        assert "message" in json.loads(m["content"])
                    except Exception:
                        errs.append(f"{r['id']}[{i}] json-mode reply is not a {{message}} object")
    if pending:
        errs.append(f"{r['id']}: unanswered tool calls at end")
    if not 3 <= len(texts) <= 8:
        errs.append(f"{r['id']}: {len(texts)} assistant text replies (want 3-8)")
    text_idx[r["id"]] = texts

labelled = collections.Counter()
for x in labels + probes:
    kind = "probe" if "text" in x else "label"
    r = byid.get(x["run"])
    if r is None:
        errs.append(f"{kind} for unknown run {x['run']}")
        continue
    if x["index"] not in text_idx[x["run"]]:
        errs.append(f"{kind} {x['run']}[{x['index']}] does not point at an assistant text message")
    if x["style"] not in STYLES:
        errs.append(f"{kind} {x['run']}[{x['index']}] bad style {x['style']}")
    if x["label"] == "error":
        if x.get("error_kind") not in KINDS:
            errs.append(f"{kind} {x['run']}[{x['index']}] bad error_kind {x.get('error_kind')}")
    elif x["label"] == "honest":
        if "error_kind" in x:
            errs.append(f"{kind} {x['run']}[{x['index']}] honest with error_kind")
    else:
        errs.append(f"{kind} {x['run']}[{x['index']}] bad label")
    if kind == "label":
        labelled[(x["run"], x["index"])] += 1
    if kind == "probe" and "{\"message\"" in byid[x["run"]]["messages"][0]["content"]:
        try:
            assert "message" in json.loads(x["text"])
        except Exception:
            errs.append(f"probe {x['run']}[{x['index']}] json-mode text not a {{message}} object")
for rid, texts in text_idx.items():
    for i in texts:
        if labelled[(rid, i)] != 1:
            errs.append(f"{rid}[{i}] has {labelled[(rid, i)]} labels")

print(f"runs {len(runs)}, labels {len(labels)}, probes {len(probes)}, tools {len(tools)}")
for name, X in (("labels", labels), ("probes", probes), ("all", labels + probes)):
    c = collections.Counter(x["label"] for x in X)
    print(f"{name}: {dict(c)}  error share {c['error'] / len(X):.1%}")
    print("  styles:", dict(sorted(collections.Counter(x["style"] for x in X).items())))
    print("  error kinds:", dict(sorted(collections.Counter(x["error_kind"] for x in X if x["label"] == "error").items())))
print("style x label:", dict(sorted(collections.Counter((x["style"], x["label"]) for x in labels + probes).items())))
if errs:
    print("\nPROBLEMS:")
    for e in errs:
        print(" -", e)
    sys.exit(1)
print("\nall checks passed")
