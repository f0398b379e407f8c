import json
from speak import money as m, digits as d, words as w

PROBES = []

def J(msg: str) -> str:
    """Agent B's JSON envelope."""
    return json.dumps({"message": msg}, ensure_ascii=False)

def P(run, index, agent, style, label, text, reason, kind=None):
    rec = {"run": f"retail-task-{run}", "index": index, "label": label, "reason": reason,
           "text": text.strip(), "style": style, "agent": agent}
    if label == "error":
        assert kind
        rec["error_kind"] = kind
    else:
        assert kind is None
    PROBES.append(rec)
