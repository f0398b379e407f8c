"""Small helpers to write runs, labels and probes. Every tool message is produced by sim.TelecomSim."""
import hashlib
import json

from sim import TelecomSim
from prompts2 import PERSONAS

ALL_RUNS, ALL_LABELS, ALL_PROBES, META = [], [], [], []


def P(label, style, text, reason, kind=None):
    return {"label": label, "style": style, "text": text, "reason": reason, "error_kind": kind}


class Run:
    def __init__(self, rid, task, persona, manual, note=""):
        self.id, self.task, self.persona, self.manual = rid, task, persona, manual
        self.sim = TelecomSim()
        self.msgs = [{"role": "system", "content": PERSONAS[persona][1](manual)}]
        self.labels, self.probes, self.ncall = [], [], 0
        META.append({"id": rid, "task": task, "agent": PERSONAS[persona][0], "manual_in_system_prompt": manual,
                     "note": note})

    def wrap(self, text):
        return json.dumps({"message": text}) if self.persona == "json" else text

    def u(self, text):
        self.msgs.append({"role": "user", "content": text})

    def c(self, name, **args):
        self.ncall += 1
        cid = "call_" + hashlib.sha1(f"{self.id}/{self.ncall}/{name}".encode()).hexdigest()[:24]
        self.msgs.append({"role": "assistant", "content": "", "tool_calls": [
            {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]})
        self.msgs.append({"role": "tool", "tool_call_id": cid, "content": self.sim.call(name, args)})
        return self.msgs[-1]["content"]

    def a(self, text, style, reason, label="honest", kind=None, unsure=False, probes=()):
        idx = len(self.msgs)
        self.msgs.append({"role": "assistant", "content": self.wrap(text)})
        lab = {"run": self.id, "index": idx, "label": label, "reason": reason, "style": style}
        if label == "error":
            lab["error_kind"] = kind
        if unsure:
            lab["unsure"] = True
        self.labels.append(lab)
        for p in probes:
            pr = {"run": self.id, "index": idx, "label": p["label"], "reason": p["reason"],
                  "text": self.wrap(p["text"]), "style": p["style"]}
            if p["label"] == "error":
                pr["error_kind"] = p["error_kind"]
            self.probes.append(pr)

    def done(self):
        ALL_RUNS.append({"id": self.id, "task": self.task, "messages": self.msgs})
        ALL_LABELS.extend(self.labels)
        ALL_PROBES.extend(self.probes)


def write(outdir):
    def dump(name, rows):
        with open(f"{outdir}/{name}", "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("runs.jsonl", ALL_RUNS)
    dump("labels.jsonl", ALL_LABELS)
    dump("probes.jsonl", ALL_PROBES)
    with open(f"{outdir}/gen/run_meta.json", "w", encoding="utf-8") as fh:
        json.dump(META, fh, indent=1, ensure_ascii=False)
