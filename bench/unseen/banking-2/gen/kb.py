"""BM25 knowledge-base search over the Rho-Bank documents (the run's `search_knowledge_base` tool).

Output format mirrors tau2's KB_search: numbered hits with title, ID, score and the FULL, unabridged
article content. Deterministic (pure BM25 over title + content), so the same query always returns
the same articles.

CLI:  python3 kb.py "query words" [k]
"""
import json
import math
import os
import re
import sys
from collections import Counter

DOMAIN = "/work/shared/datasets/tau2-unseen-domains/banking_knowledge"
DOC_DIR = os.path.join(DOMAIN, "documents")
TOKEN_RE = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")
STOP = set("a an the of to and or for in on at is are be by with as it this that from your you i my me can do does how what".split())


def tok(s):
    return [t for t in TOKEN_RE.findall(s.lower()) if t not in STOP]


class KB:
    def __init__(self):
        self.docs = []
        for fn in sorted(os.listdir(DOC_DIR)):
            if fn.endswith(".json"):
                with open(os.path.join(DOC_DIR, fn)) as f:
                    self.docs.append(json.load(f))
        self.by_id = {d["id"]: d for d in self.docs}
        self.tf = []
        for d in self.docs:
            # title counted twice: titles are short and descriptive
            self.tf.append(Counter(tok(d["title"]) * 2 + tok(d["content"])))
        self.dl = [sum(c.values()) for c in self.tf]
        self.avgdl = sum(self.dl) / len(self.dl)
        df = Counter()
        for c in self.tf:
            df.update(c.keys())
        n = len(self.docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.k1, self.b = 1.2, 0.75

    def search(self, query, k=3):
        q = tok(query)
        scored = []
        for i, c in enumerate(self.tf):
            s = 0.0
            for t in q:
                f = c.get(t)
                if not f:
                    continue
                s += self.idf[t] * f * (self.k1 + 1) / (f + self.k1 * (1 - self.b + self.b * self.dl[i] / self.avgdl))
            if s > 0:
                scored.append((s, self.docs[i]))
        scored.sort(key=lambda x: (-x[0], x[1]["id"]))
        return scored[:k]

    def format(self, hits):
        if not hits:
            return "No relevant documents found."
        out = []
        for i, (s, d) in enumerate(hits, 1):
            out.append(f"{i}. {d['title']}\n   ID: {d['id']}\n   Score: {s:.4f}\n   Content: {d['content']}\n")
        return "\n".join(out)


if __name__ == "__main__":
    kb = KB()
    k = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    for s, d in kb.search(sys.argv[1], k):
        print(f"{s:8.3f}  {d['id']}  | {d['title']}")
