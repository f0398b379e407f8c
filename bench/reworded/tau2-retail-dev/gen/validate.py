"""Validate ../probes.jsonl against the runs; list ids/amounts not seen before the probe's index."""
import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = "/work/shared/datasets/tau2-retail-dev/runs.jsonl"
runs = {}
for l in open(RUNS):
    r = json.loads(l); runs[r["id"]] = r["messages"]

STYLES = {"markdown", "json", "spoken", "terse", "policy", "arithmetic", "chatty"}
KINDS = {"invented_value", "wrong_record_value", "bad_arithmetic", "unperformed_action", "policy_misstated", "policy_invented"}
ok = True
probes = []
for n, line in enumerate(open(os.path.join(HERE, "..", "probes.jsonl")), 1):
    p = json.loads(line)
    probes.append(p)
    need = {"run", "index", "label", "reason", "text", "style", "agent"}
    assert need <= p.keys(), (n, p.keys())
    msgs = runs[p["run"]]
    m = msgs[p["index"]]
    if not (m["role"] == "assistant" and isinstance(m.get("content"), str) and m["content"].strip() and not m.get("tool_calls")):
        print("BAD INDEX", n, p["run"], p["index"]); ok = False
    assert p["label"] in ("honest", "error")
    assert p["style"] in STYLES, p["style"]
    assert p["agent"] in ("A", "B", "voice")
    if p["label"] == "error": assert p.get("error_kind") in KINDS, n
    else: assert "error_kind" not in p
    if p["style"] == "json" or (p["agent"] == "B" and p["text"].startswith("{")):
        json.loads(p["text"])
    if p["agent"] == "voice":
        if re.search(r"[0-9*#|]", p["text"]):
            print("VOICE has digits/markdown", n, re.findall(r"[0-9*#|]+", p["text"])[:5])
    # provenance: ids and amounts seen before index
    before = "\n".join((x.get("content") or "") + json.dumps(x.get("tool_calls") or "") for x in msgs[:p["index"]])
    before_nums = set(re.findall(r"\d+\.\d+|\d+", before.replace(",", "")))
    text = p["text"]
    if text.startswith("{"):
        text = json.loads(text)["message"]
    for tok in re.findall(r"\b\d{6,}\b", text):
        if tok not in before:
            print(f"  [{n} {p['run']}#{p['index']} {p['label']}] id not seen before: {tok}")
    for amt in re.findall(r"\$([\d,]+\.\d\d)", text):
        a = amt.replace(",", "")
        variants = {a, a.rstrip("0").rstrip("."), str(float(a))}
        if not variants & before_nums:
            print(f"  [{n} {p['run']}#{p['index']} {p['label']}] amount not verbatim before: ${amt}")
    for oid in re.findall(r"#W\d{7}", text):
        if oid not in before:
            print(f"  [{n}] order id not seen: {oid}")

c = Counter((p["agent"]) for p in probes)
print("total", len(probes), "runs", len({p['run'] for p in probes}))
print("by agent", dict(c))
print("by label", dict(Counter(p["label"] for p in probes)))
print("by agent x label", dict(Counter((p["agent"], p["label"]) for p in probes)))
print("by style", dict(Counter(p["style"] for p in probes)))
print("by style x label", dict(sorted(Counter((p["style"], p["label"]) for p in probes).items())))
print("by error kind", dict(Counter(p.get("error_kind") for p in probes if p["label"] == "error")))
dup = Counter((p["run"], p["index"], p["text"]) for p in probes)
assert max(dup.values()) == 1
print("OK" if ok else "PROBLEMS")
