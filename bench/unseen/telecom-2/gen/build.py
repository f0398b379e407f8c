"""Writes runs.jsonl, labels.jsonl, probes.jsonl and gen/run_meta.json for telecom-2."""
import os
import build_lib
import runs_a
import runs_b

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
runs_a.build()
runs_b.build()
build_lib.write(OUT)
print(len(build_lib.ALL_RUNS), "runs,", len(build_lib.ALL_LABELS), "labels,", len(build_lib.ALL_PROBES), "probes")
