"""Validate runs/labels/probes and print counts."""
import json
import os
import re
from collections import Counter

import prompts as PR
from sim import TelecomSim

D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
STYLES = {"markdown", "json", "spoken", "terse", "policy", "arithmetic", "chatty"}
KINDS = {"invented_value", "wrong_record_value", "bad_arithmetic", "unperformed_action", "policy_misstated", "policy_invented"}
TOOLS = {t["function"]["name"] for t in json.load(open("/work/shared/datasets/tau2-unseen-domains/telecom/tools.json"))}


def load(name):
    out = []
    with open(os.path.join(D, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            assert line.strip(), f"{name}:{n} empty line"
            out.append(json.loads(line))
    return out


runs, labels, probes = load("runs.jsonl"), load("labels.jsonl"), load("probes.jsonl")
byid = {}
text_idx = {}
for r in runs:
    assert set(r) == {"id", "task", "messages"}, r.keys()
    assert r["id"] not in byid
    byid[r["id"]] = r
    m = r["messages"]
    assert m[0]["role"] == "system" and PR.POLICY in m[0]["content"], r["id"]
    ids = set()
    idxs = []
    i = 1
    while i < len(m):
        x = m[i]
        assert x["role"] in ("user", "assistant", "tool"), (r["id"], i)
        if x["role"] == "assistant" and x.get("tool_calls"):
            assert x["content"] == ""
            for tc in x["tool_calls"]:
                assert tc["id"] not in ids, "dup id"
                ids.add(tc["id"])
                assert tc["type"] == "function" and tc["function"]["name"] in TOOLS
                json.loads(tc["function"]["arguments"])
            for k, tc in enumerate(x["tool_calls"]):
                t = m[i + 1 + k]
                assert t["role"] == "tool" and t["tool_call_id"] == tc["id"], (r["id"], i)
            i += 1 + len(x["tool_calls"])
            continue
        if x["role"] == "tool":
            raise AssertionError(f"orphan tool message {r['id']} {i}")
        if x["role"] == "assistant":
            assert isinstance(x["content"], str) and x["content"].strip()
            idxs.append(i)
        i += 1
    text_idx[r["id"]] = idxs
    assert 3 <= len(idxs) <= 8, (r["id"], len(idxs))
    # transfer protocol
    for k, x in enumerate(m):
        if x.get("tool_calls") and x["tool_calls"][0]["function"]["name"] == "transfer_to_human_agents":
            assert m[k + 2]["content"] == "YOU ARE BEING TRANSFERRED TO A HUMAN AGENT. PLEASE HOLD ON."

seen = Counter()
for L in labels + probes:
    kind = "probe" if "text" in L else "label"
    assert L["run"] in byid, L
    assert L["index"] in text_idx[L["run"]], (kind, L["run"], L["index"])
    assert L["label"] in ("honest", "error")
    assert L["style"] in STYLES, L["style"]
    assert L["reason"].strip()
    if L["label"] == "error":
        assert L.get("error_kind") in KINDS, L
    else:
        assert "error_kind" not in L
    text = L["text"] if kind == "probe" else byid[L["run"]]["messages"][L["index"]]["content"]
    if L["style"] == "json":
        o = json.loads(text)
        assert isinstance(o, dict) and isinstance(o.get("message"), str)
    if L["style"] == "spoken":
        assert not re.search(r"[0-9*#|$]", text), (L["run"], L["index"], text)
    if kind == "label":
        seen[(L["run"], L["index"])] += 1
for rid, idxs in text_idx.items():
    for i in idxs:
        assert seen[(rid, i)] == 1, f"label missing/dup {rid} {i}"

# tool results reproduce from the simulator (replay each run)
import build
for spec in build.RUNS:
    sim = TelecomSim()
    for fn, a in spec["init"]:
        getattr(sim, fn)(**a)
    m = byid[spec["id"]]["messages"]
    for k, x in enumerate(m):
        if x["role"] == "user" and "has been made for bill" in x["content"]:
            sim.user_make_payment()
        if x.get("tool_calls"):
            tc = x["tool_calls"][0]["function"]
            assert sim.call(tc["name"], json.loads(tc["arguments"])) == m[k + 1]["content"], (spec["id"], k)


def report(rows, title):
    c = Counter(r["label"] for r in rows)
    print(f"{title}: {len(rows)}  honest={c['honest']} error={c['error']}")
    print("  style x label:", dict(sorted(Counter((r['style'], r['label']) for r in rows).items())))
    print("  error kinds:", dict(sorted(Counter(r['error_kind'] for r in rows if r['label'] == 'error').items())))


print("runs:", len(runs), " assistant text replies:", sum(len(v) for v in text_idx.values()),
      " tool calls:", sum(1 for r in runs for x in r["messages"] if x.get("tool_calls")))
report(labels, "labels")
report(probes, "probes")
allr = labels + probes
report(allr, "all")
print("error share overall: %.1f%%" % (100 * sum(r['label'] == 'error' for r in allr) / len(allr)))
print("unsure:", sum(1 for r in allr if r.get("unsure")))
print("tools used:", dict(Counter(x["tool_calls"][0]["function"]["name"] for r in runs for x in r["messages"] if x.get("tool_calls"))))
print("OK")
