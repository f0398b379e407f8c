"""Build ../probes.jsonl from the probe definitions. Run from this folder: python3 make_probes.py"""
import json, os
from common import PROBES
import probes_1, probes_2, probes_3  # noqa: F401  (they register probes)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "probes.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for p in PROBES:
        f.write(json.dumps(p, ensure_ascii=False) + "\n")
print(len(PROBES), "probes written to", os.path.normpath(out))
