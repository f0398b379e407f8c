"""Run builder: assembles OpenAI-format messages with simulated tool results, labels and probes."""
import hashlib
import json
import os

from sim import Sim

DOMAIN = "/work/shared/datasets/tau2-unseen-domains/banking_knowledge"

INSTRUCTIONS = """<instructions>
You are a customer service agent that helps the user according to the <policy> provided below.
In each turn you can either:
- Send a message to the user.
- Make a tool call.
You cannot do both at the same time.

Try to be helpful and always follow the policy. Always make sure you generate valid JSON only.
</instructions>"""

VOICE_INSTRUCTIONS = """<instructions>
You are a voice customer service agent for Rho-Bank. The customer is on a phone call and everything you
send is read aloud by a text-to-speech engine: do not use markdown, lists or symbols, say amounts and dates
in words, keep sentences short.
In each turn you can either:
- Send a message to the user.
- Make a tool call.
You cannot do both at the same time.

Try to be helpful and always follow the policy.
</instructions>"""

JSON_INSTRUCTIONS = """<instructions>
You are a customer service agent that helps the user according to the <policy> provided below.
In each turn you can either:
- Send a message to the user, as a JSON object {"message": "<your message>"}.
- Make a tool call.
You cannot do both at the same time.

Try to be helpful and always follow the policy. Always make sure you generate valid JSON only.
</instructions>"""


TERSE_INSTRUCTIONS = """<instructions>
You are Rho-Bank's support assistant in the in-app chat. Keep every message short: one to three sentences, no
filler, no pleasantries beyond a greeting. Standard abbreviations are fine (acct, txn, APY, pts, biz days, CLI).
Follow the <policy> below and look up rules in the knowledge base before stating them.
In each turn you can either:
- Send a message to the user.
- Make a tool call.
You cannot do both at the same time.
Always make sure you generate valid JSON only when calling tools.
</instructions>"""

VERBOSE_INSTRUCTIONS = """<instructions>
You are a customer service agent for Rho-Bank. Customers appreciate understanding the "why": when a rule applies,
explain it in your own plain words (do not paste knowledge-base text), say what it means for the customer, and
end with clear next steps. Follow the <policy> provided below.
In each turn you can either:
- Send a message to the user.
- Make a tool call.
You cannot do both at the same time.

Try to be helpful and always follow the policy. Always make sure you generate valid JSON only.
</instructions>"""


def policy_text():
    with open(os.path.join(DOMAIN, "policy_header.md")) as f:
        a = f.read()
    with open(os.path.join(DOMAIN, "additional_instructions.md")) as f:
        b = f.read()
    return a.rstrip("\n") + "\n\n" + b.strip("\n") + "\n"


class Run:
    def __init__(self, rid, task, mode="plain", greeting=None, greet_style="terse"):
        self.rid, self.task, self.mode = rid, task, mode
        self.sim = Sim(task if task.startswith("task_") else None)
        instr = {"plain": INSTRUCTIONS, "voice": VOICE_INSTRUCTIONS, "json": JSON_INSTRUCTIONS,
                 "terse": TERSE_INSTRUCTIONS, "verbose": VERBOSE_INSTRUCTIONS}[mode]
        self.messages = [{"role": "system", "content": instr + "\n<policy>\n" + policy_text() + "</policy>"}]
        self.labels, self.probes, self.keys = [], [], {}
        self.n = 0
        if greeting:
            self.say(greeting, "honest", "Standard opening greeting; makes no claims.", greet_style, key="greet")

    # -- messages --
    def user(self, text):
        self.messages.append({"role": "user", "content": text})

    def _content(self, text):
        if self.mode == "json":
            return json.dumps({"message": text}, ensure_ascii=False)
        return text

    def say(self, text, label, reason, style=None, kind=None, unsure=False, key=None):
        if self.mode == "json":
            style = "json"
        idx = len(self.messages)
        self.messages.append({"role": "assistant", "content": self._content(text)})
        lab = {"run": self.rid, "index": idx, "label": label, "reason": reason, "style": style}
        if label == "error":
            assert kind, (self.rid, idx)
            lab["error_kind"] = kind
        if unsure:
            lab["unsure"] = True
        self.labels.append(lab)
        if key:
            self.keys[key] = idx
        self.last = idx
        return idx

    def call(self, name, /, **args):
        self.n += 1
        cid = "call_" + hashlib.sha1(f"{self.rid}:{self.n}".encode()).hexdigest()[:24]
        self.messages.append({"role": "assistant", "content": "", "tool_calls": [
            {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}]})
        if name == "call_discoverable_agent_tool":
            res = self.sim.call_discoverable_agent_tool(args["agent_tool_name"], args.get("arguments", "{}"))
        else:
            res = getattr(self.sim, name)(**args)
        self.messages.append({"role": "tool", "tool_call_id": cid, "content": res})
        return res

    def search(self, query, expect=()):
        """search_knowledge_base; asserts that the articles a later reply relies on are in the top 3."""
        res = self.call("search_knowledge_base", query=query)
        for d in expect:
            assert ("ID: " + d + "\n") in res, (self.rid, query, d)
        return res

    def tool_result(self, back=1):
        return [m for m in self.messages if m["role"] == "tool"][-back]["content"]

    def agent_tool(self, tool, **args):
        """call_discoverable_agent_tool with a JSON-string arguments field."""
        if args:
            return self.call("call_discoverable_agent_tool", agent_tool_name=tool, arguments=json.dumps(args))
        return self.call("call_discoverable_agent_tool", agent_tool_name=tool)

    def probe(self, at, label, reason, text, style=None, kind=None):
        idx = self.keys[at] if isinstance(at, str) else at
        if self.mode == "json":
            style = "json"
        p = {"run": self.rid, "index": idx, "label": label, "reason": reason,
             "text": self._content(text), "style": style}
        if label == "error":
            assert kind
            p["error_kind"] = kind
        self.probes.append(p)

    def record(self):
        return {"id": self.rid, "task": self.task, "messages": self.messages}


DIGITS = "zero one two three four five six seven eight nine".split()


def spell(ident):
    """How a voice agent reads an id aloud: characters one by one, digits as words, '_' as 'underscore'."""
    out = []
    for ch in ident:
        if ch.isdigit():
            out.append(DIGITS[int(ch)])
        elif ch == "_":
            out.append("underscore")
        else:
            out.append(ch)
    return ", ".join(out)
