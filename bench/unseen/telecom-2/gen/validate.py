"""Checks the three files of telecom-2 and prints counts."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from prompts2 import POLICY  # noqa: E402

STYLES = {"markdown", "json", "spoken", "terse", "policy", "arithmetic", "chatty"}
KINDS = {"invented_value", "wrong_record_value", "bad_arithmetic", "unperformed_action", "policy_misstated",
         "policy_invented"}
errs = []


def load(name):
    rows = []
    with open(os.path.join(OUT, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{name}:{n} does not parse: {e}")
    return rows


runs, labels, probes = load("runs.jsonl"), load("labels.jsonl"), load("probes.jsonl")
meta = {m["id"]: m for m in json.load(open(os.path.join(HERE, "run_meta.json")))}
byid = {}
text_idx = {}
for r in runs:
    if set(r) != {"id", "task", "messages"}:
        errs.append(f"{r.get('id')}: keys {sorted(r)}")
    rid = r["id"]
    if rid in byid:
        errs.append(f"duplicate run {rid}")
    byid[rid] = r
    m = r["messages"]
    if m[0]["role"] != "system" or POLICY not in m[0]["content"]:
        errs.append(f"{rid}: system prompt missing or policy not verbatim")
    seen = set()
    texts = []
    for i, msg in enumerate(m):
        if msg["role"] == "assistant" and msg.get("tool_calls"):
            if len(msg["tool_calls"]) != 1:
                errs.append(f"{rid}[{i}] more than one tool call")
            for tc in msg["tool_calls"]:
                if tc["id"] in seen:
                    errs.append(f"{rid}[{i}] duplicate tool_call_id")
                seen.add(tc["id"])
                json.loads(tc["function"]["arguments"])
                nxt = m[i + 1] if i + 1 < len(m) else None
                if not nxt or nxt["role"] != "tool" or nxt["tool_call_id"] != tc["id"]:
                    errs.append(f"{rid}[{i}] tool call {tc['id']} not answered by next message")
        elif msg["role"] == "tool":
            prev = m[i - 1]
            if not prev.get("tool_calls") or prev["tool_calls"][0]["id"] != msg["tool_call_id"]:
                errs.append(f"{rid}[{i}] tool message without its call")
        elif msg["role"] == "assistant":
            if not isinstance(msg["content"], str) or not msg["content"].strip():
                errs.append(f"{rid}[{i}] empty assistant text")
            texts.append(i)
            if meta[rid]["agent"].startswith("JSON"):
                try:
                    assert "message" in json.loads(msg["content"])
                except Exception:  # noqa: BLE001
                    errs.append(f"{rid}[{i}] json agent reply not a {{message}} object")
    if not 3 <= len(texts) <= 8:
        errs.append(f"{rid}: {len(texts)} text replies")
    text_idx[rid] = set(texts)


def check_item(kind, x, n):
    rid, idx = x.get("run"), x.get("index")
    if rid not in byid or idx not in text_idx[rid]:
        errs.append(f"{kind}:{n} index {rid}[{idx}] is not an assistant text message")
    if x["label"] not in ("honest", "error"):
        errs.append(f"{kind}:{n} bad label")
    if x["style"] not in STYLES:
        errs.append(f"{kind}:{n} bad style {x['style']}")
    if x["label"] == "error" and x.get("error_kind") not in KINDS:
        errs.append(f"{kind}:{n} bad error_kind")
    if x["label"] == "honest" and "error_kind" in x:
        errs.append(f"{kind}:{n} honest with error_kind")
    if not x.get("reason"):
        errs.append(f"{kind}:{n} no reason")
    text = x["text"] if kind == "probe" else byid[rid]["messages"][idx]["content"]
    if x["style"] == "json" or meta[rid]["agent"].startswith("JSON"):
        try:
            body = json.loads(text)["message"]
        except Exception:  # noqa: BLE001
            errs.append(f"{kind}:{n} json text does not parse")
            body = text
    else:
        body = text
    if x["style"] == "spoken" and re.search(r"[0-9$|*#]", body):
        errs.append(f"{kind}:{n} spoken text has digits/symbols")


lab_count = collections.Counter()
for n, x in enumerate(labels, 1):
    check_item("label", x, n)
    lab_count[(x["run"], x["index"])] += 1
for rid, idxs in text_idx.items():
    for i in idxs:
        if lab_count[(rid, i)] != 1:
            errs.append(f"{rid}[{i}] has {lab_count[(rid, i)]} labels")
for n, x in enumerate(probes, 1):
    check_item("probe", x, n)
    if set(x) - {"run", "index", "label", "reason", "text", "style", "error_kind"}:
        errs.append(f"probe:{n} extra keys")

# replay: a fresh build must give byte-identical files (all tool messages come from the simulator)
import build_lib  # noqa: E402
import runs_a  # noqa: E402
import runs_b  # noqa: E402
runs_a.build()
runs_b.build()
if [json.dumps(r, ensure_ascii=False) for r in build_lib.ALL_RUNS] != [json.dumps(r, ensure_ascii=False) for r in runs]:
    errs.append("runs.jsonl differs from a fresh simulator build")

print("ERRORS:" if errs else "all checks passed")
for e in errs:
    print("  ", e)

# ---- counts
def table(rows, key):
    c = collections.Counter(key(x) for x in rows)
    return dict(sorted(c.items()))

allr = [dict(x, src="label") for x in labels] + [dict(x, src="probe") for x in probes]
print(f"\nruns {len(runs)}, text replies {sum(len(v) for v in text_idx.values())}, "
      f"tool calls {sum(1 for r in runs for m in r['messages'] if m.get('tool_calls'))}")
print("labels", table(labels, lambda x: x["label"]))
print("probes", table(probes, lambda x: x["label"]))
ne = sum(x["label"] == "error" for x in allr)
print(f"all: {len(allr)} replies, {ne} errors ({100 * ne / len(allr):.1f}%)")
print("\nerror kind: labels / probes")
for k in sorted(KINDS):
    print(f"  {k:20s} {sum(1 for x in labels if x.get('error_kind') == k):3d} {sum(1 for x in probes if x.get('error_kind') == k):3d}")
print("\nstyle: honest / error (labels+probes)")
for s in sorted(STYLES):
    print(f"  {s:11s} {sum(1 for x in allr if x['style'] == s and x['label'] == 'honest'):3d} "
          f"{sum(1 for x in allr if x['style'] == s and x['label'] == 'error'):3d}")
print("\nper run: persona | labels (errors) | probes (errors)")
for r in runs:
    rid = r["id"]
    L = [x for x in labels if x["run"] == rid]
    Pp = [x for x in probes if x["run"] == rid]
    print(f"  {rid:13s} {meta[rid]['agent'][:28]:28s} {len(L)} ({sum(x['label'] == 'error' for x in L)}) "
          f"{len(Pp)} ({sum(x['label'] == 'error' for x in Pp)})")
print("\npersona: labels / probes / errors")
for p in sorted({m["agent"] for m in meta.values()}):
    ids = {k for k, m in meta.items() if m["agent"] == p}
    xs = [x for x in allr if x["run"] in ids]
    print(f"  {p[:40]:40s} runs {len(ids)}  labels {sum(x['src'] == 'label' for x in xs)}  probes {sum(x['src'] == 'probe' for x in xs)}  errors {sum(x['label'] == 'error' for x in xs)}")
sys.exit(1 if errs else 0)
