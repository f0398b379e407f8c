"""Build runs.jsonl, labels.jsonl, probes.jsonl and tools.json for bench/unseen/banking-2.

    cd gen && python3 build.py            # write files
    cd gen && python3 build.py --show N   # print run N's messages (to read tool results while writing)
"""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
DOMAIN = "/work/shared/datasets/tau2-unseen-domains/banking_knowledge"
sys.path.insert(0, HERE)

RUN_MODULES = sorted(f[:-3] for f in os.listdir(os.path.join(HERE, "runs")) if f.startswith("r") and f.endswith(".py"))

SEARCH_TOOL = {
    "type": "function",
    "function": {
        "name": "search_knowledge_base",
        "description": "Search the Rho-Bank knowledge base (policies, product terms, internal procedures and "
                       "discoverable tool instructions). Returns the top 3 matching articles, each with its title, "
                       "document ID, relevance score and full content.",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string", "description": "The search query to find relevant documents"}},
            "required": ["query"],
        },
    },
}


def load_runs():
    runs = []
    for m in RUN_MODULES:
        mod = importlib.import_module("runs." + m)
        runs.append(mod.build())
    return runs


def main():
    if "--show" in sys.argv:
        n = sys.argv[sys.argv.index("--show") + 1]
        mod = importlib.import_module("runs.r%02d" % int(n))
        R = mod.build()
        for i, m in enumerate(R.messages):
            if m["role"] == "system":
                continue
            body = m.get("content") or json.dumps(m.get("tool_calls"))
            full = "--full" in sys.argv
            print(f"[{i}] {m['role']}: {body if full or m['role'] != 'tool' else body[:3000]}")
            print()
        return
    runs = load_runs()
    with open(os.path.join(OUT, "runs.jsonl"), "w") as f:
        for R in runs:
            f.write(json.dumps(R.record(), ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "labels.jsonl"), "w") as f:
        for R in runs:
            for lab in R.labels:
                f.write(json.dumps(lab, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "probes.jsonl"), "w") as f:
        for R in runs:
            for p in R.probes:
                f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(DOMAIN, "tools.json")) as f:
        tools = json.load(f)
    with open(os.path.join(OUT, "tools.json"), "w") as f:
        json.dump(tools + [SEARCH_TOOL], f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {len(runs)} runs, {sum(len(R.labels) for R in runs)} labels, {sum(len(R.probes) for R in runs)} probes")


if __name__ == "__main__":
    main()
