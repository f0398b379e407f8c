"""Recompute the key figures the honest replies state, straight from the simulated records."""
import collections
from datetime import date, timedelta
from sim import Sim


def money(s):
    return float(str(s).replace("$", "").replace(",", ""))


# banking-2-1: ATM fee nets (task_073)
s = Sim("task_073")
fees = {a: [r for r in s.T("bank_account_transaction_history").values() if r["account_id"] == a and r["type"] == "atm_fee"]
        for a in ("chk_kj93a7b2e1_1", "chk_kj93a7b2e1_2", "chk_kj93a7b2e1_3")}
blue = (4.50 - 3.00) + (20.00 - 0.03 * 500) + 3.00
green = 3.00 + (15.00 - 0.03 * 400) + 3.00
lg = 1.50 + (5.00 - 3.50) - 1.50
assert round(blue, 2) == 9.50 and round(green, 2) == 9.00 and round(lg, 2) == 1.50
assert any(r["amount"] == -4.5 for r in fees["chk_kj93a7b2e1_1"]) and sum(1 for r in fees["chk_kj93a7b2e1_2"] if r["date"] == "11/15/2025") == 2

# banking-2-3: cash back shortfalls (task_019)
s = Sim("task_019")
tx = {r["transaction_id"]: r for r in s.T("credit_card_transaction_history").values() if r["user_id"] == "af0581dcbf"}
rate = {"Gold Rewards Card": lambda r: 2.5, "EcoCard": lambda r: 5 if r["category"] == "Green" else 1}
short = 0
for t, r in tx.items():
    due = int(money(r["transaction_amount"]) * rate[r["credit_card_type"]](r))
    got = int(r["rewards_earned"].split()[0])
    if due != got:
        short += due - got
assert short == 1485 and len(tx) == 23

# banking-2-4: Platinum monthly windows (task_023)
s = Sim("task_023")
w = collections.defaultdict(float)
for r in s.T("credit_card_transaction_history").values():
    if r["user_id"] != "224959b99e":
        continue
    m, d, y = map(int, r["transaction_date"].split("/"))
    key = (y, m) if d >= 10 else ((y, m - 1) if m > 1 else (y - 1, 12))
    w[key] += money(r["transaction_amount"])
vals = [round(v, 2) for k, v in sorted(w.items())]
assert len(vals) == 12 and min(vals) == 7594.18 and max(vals) == 7917.61 and all(v >= 7500 for v in vals)

# interest (task_095 / task_094)
assert round(96000 * 0.0685 / 12, 2) == 548.00 and round(96000 * 0.05625 / 12, 2) == 450.00
assert round(96000 * 0.051 / 12, 2) == 408.00

# dates
assert date(2025, 9, 15) + timedelta(days=120) == date(2026, 1, 13)
assert date(2025, 11, 14) + timedelta(days=60) == date(2026, 1, 13)
assert date(2025, 9, 10) + timedelta(days=90) == date(2025, 12, 9)
assert (date(2025, 11, 14) - date(2025, 9, 10)).days == 65
assert date(2025, 11, 4) + timedelta(days=14) == date(2025, 11, 18)
assert (date(2025, 11, 14) - date(2025, 7, 17)).days == 120
print("all figures check out")
