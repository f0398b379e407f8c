"""Small re-implementation of the telecom agent tools (tau2-bench semantics) over db.toml.

Outputs are serialised the way tau2's Environment.to_json_str does it:
  - pydantic models -> model_dump() (python mode) -> json.dumps(default=str)
    (dates -> "YYYY-MM-DD", datetimes -> "YYYY-MM-DD HH:MM:SS")
  - plain dict results: int/float/bool values become strings (str(v)); nested models dumped
  - plain str results returned as-is
  - exceptions -> "Error: <message>"
"""
import copy
import json
import tomllib
from datetime import date, datetime, timedelta

DB_PATH = "/work/shared/datasets/tau2-unseen-domains/telecom/db.toml"
TODAY = date(2025, 2, 25)

CUSTOMER_FIELDS = ["customer_id", "full_name", "date_of_birth", "email", "phone_number", "address",
                   "account_status", "payment_methods", "line_ids", "bill_ids", "created_at",
                   "last_extension_date", "goodwill_credit_used_this_year"]
LINE_FIELDS = ["line_id", "phone_number", "status", "plan_id", "device_id", "data_used_gb",
               "data_refueling_gb", "roaming_enabled", "contract_end_date", "last_plan_change_date",
               "last_sim_replacement_date", "suspension_start_date"]
BILL_FIELDS = ["bill_id", "customer_id", "period_start", "period_end", "issue_date", "total_due",
               "due_date", "line_items", "status"]
DEVICE_FIELDS = ["device_id", "device_type", "model", "imei", "is_esim_capable", "activated",
                 "activation_date", "last_esim_transfer_date"]
PLAN_FIELDS = ["plan_id", "name", "data_limit_gb", "price_per_month", "data_refueling_price_per_gb"]
DEFAULTS = {"data_used_gb": 0.0, "data_refueling_gb": 0.0, "roaming_enabled": False,
            "goodwill_credit_used_this_year": 0.0, "payment_methods": [], "line_ids": [],
            "bill_ids": [], "line_items": [], "activated": False}


def _dt(s):
    # pydantic datetime, dumped with default=str -> "YYYY-MM-DD HH:MM:SS"
    return s.replace("T", " ") if isinstance(s, str) and "T" in s else s


class ToolError(Exception):
    pass


class Model(dict):
    """ordered record that serialises like a pydantic model_dump()"""


def _model(rec, fields, dt_fields=()):
    m = Model()
    for f in fields:
        v = rec.get(f, DEFAULTS.get(f))
        if f in dt_fields:
            v = _dt(v)
        m[f] = copy.deepcopy(v)
    return m


class TelecomSim:
    def __init__(self, path=DB_PATH):
        with open(path, "rb") as fh:
            raw = tomllib.load(fh)
        self.plans = [_model(p, PLAN_FIELDS) for p in raw["plans"]]
        self.devices = [_model(d, DEVICE_FIELDS, ("activation_date", "last_esim_transfer_date")) for d in raw["devices"]]
        self.lines = [_model(l, LINE_FIELDS) for l in raw["lines"]]
        self.customers = []
        for c in raw["customers"]:
            m = _model(c, CUSTOMER_FIELDS, ("created_at",))
            m["address"] = {k: c["address"][k] for k in ["street", "city", "state", "zip_code"]}
            m["payment_methods"] = [{k: p[k] for k in ["method_type", "account_number_last_4", "expiration_date"]}
                                    for p in c.get("payment_methods", [])]
            self.customers.append(m)
        self.bills = []
        for b in raw["bills"]:
            m = _model(b, BILL_FIELDS)
            m["line_items"] = [{k: li[k] for k in ["description", "amount", "date", "item_type"]}
                               for li in b.get("line_items", [])]
            self.bills.append(m)
        self.payment_request = None  # user-side view

    # ---------- helpers
    def _cust(self, cid):
        for c in self.customers:
            if c["customer_id"] == cid:
                return c
        raise ToolError(f"Customer with ID {cid} not found")

    def _line(self, lid):
        for l in self.lines:
            if l["line_id"] == lid:
                return l
        raise ToolError(f"Line with ID {lid} not found")

    def _bill(self, bid):
        for b in self.bills:
            if b["bill_id"] == bid:
                return b
        raise ToolError(f"Bill with ID {bid} not found")

    def _plan(self, pid):
        for p in self.plans:
            if p["plan_id"] == pid:
                return p
        raise ToolError(f"Plan with ID {pid} not found")

    def _device(self, did):
        for d in self.devices:
            if d["device_id"] == did:
                return d
        raise ToolError(f"Device with ID {did} not found")

    def _target_line(self, cid, lid):
        c = self._cust(cid)
        if lid not in c["line_ids"]:
            raise ToolError(f"Line {lid} not found for customer {cid}")
        return self._line(lid)

    @staticmethod
    def _digits(s):
        return "".join(ch for ch in s if ch.isdigit())

    # ---------- agent tools
    def get_customer_by_phone(self, phone_number):
        w = self._digits(phone_number)
        if not w:
            raise ToolError(f"Customer with phone number {phone_number} not found")
        for c in self.customers:
            if self._digits(c["phone_number"]) == w:
                return c
            for lid in c["line_ids"]:
                if self._digits(self._line(lid)["phone_number"]) == w:
                    return c
        raise ToolError(f"Customer with phone number {phone_number} not found")

    def get_customer_by_id(self, customer_id):
        return self._cust(customer_id)

    def get_customer_by_name(self, full_name, dob):
        return [c for c in self.customers if c["full_name"].lower() == full_name.lower() and c["date_of_birth"] == dob]

    def get_details_by_id(self, id):
        if id.startswith("L"):
            return self._line(id)
        if id.startswith("D"):
            return self._device(id)
        if id.startswith("B"):
            return self._bill(id)
        if id.startswith("C"):
            return self._cust(id)
        if id.startswith("P"):
            return self._plan(id)
        raise ToolError(f"Unknown ID format or type: {id}")

    def get_bills_for_customer(self, customer_id, limit=12):
        c = self._cust(customer_id)
        bills = [self._bill(b) for b in c["bill_ids"]]
        bills.sort(key=lambda b: b["issue_date"], reverse=True)
        return bills[:limit]

    def get_data_usage(self, customer_id, line_id):
        l = self._target_line(customer_id, line_id)
        p = self._plan(l["plan_id"])
        cycle_end = date(TODAY.year, TODAY.month + 1 if TODAY.month < 12 else 1, 1) - timedelta(days=1)
        return {"line_id": line_id, "data_used_gb": l["data_used_gb"], "data_limit_gb": p["data_limit_gb"],
                "data_refueling_gb": l["data_refueling_gb"], "cycle_end_date": cycle_end}

    def enable_roaming(self, customer_id, line_id):
        l = self._target_line(customer_id, line_id)
        if l["roaming_enabled"]:
            return "Roaming was already enabled"
        l["roaming_enabled"] = True
        return "Roaming enabled successfully"

    def disable_roaming(self, customer_id, line_id):
        l = self._target_line(customer_id, line_id)
        if not l["roaming_enabled"]:
            return "Roaming was already disabled"
        l["roaming_enabled"] = False
        return "Roaming disabled successfully"

    def suspend_line(self, customer_id, line_id, reason):
        l = self._target_line(customer_id, line_id)
        if l["status"] != "Active":
            raise ToolError("Line must be active to suspend")
        l["status"] = "Suspended"
        l["suspension_start_date"] = TODAY.isoformat()
        return {"message": "Line suspended successfully. $5/month holding fee will apply.", "line": l}

    def resume_line(self, customer_id, line_id):
        l = self._target_line(customer_id, line_id)
        if l["status"] not in ("Suspended", "Pending Activation"):
            raise ToolError("Line must be suspended to resume")
        l["status"] = "Active"
        l["suspension_start_date"] = None
        return {"message": "Line resumed successfully", "line": l}

    def send_payment_request(self, customer_id, bill_id):
        c = self._cust(customer_id)
        if any(self._bill(b)["status"] == "Awaiting Payment" for b in c["bill_ids"]):
            raise ToolError("A bill is already awaiting payment for this customer")
        if bill_id not in c["bill_ids"]:
            raise ToolError(f"Bill {bill_id} not found for customer {customer_id}")
        b = self._bill(bill_id)
        b["status"] = "Awaiting Payment"
        self.payment_request = {"bill_id": bill_id, "amount_due": b["total_due"], "paid": False}
        return f"Payment request sent to the customer for bill {bill_id}"

    def _apply_one_time_charge(self, customer_id, amount, description):
        c = self._cust(customer_id)
        draft = None
        for bid in c["bill_ids"]:
            b = self._bill(bid)
            if b["status"] == "Draft":
                draft = b
                break
        if draft is None:
            nm = (TODAY.replace(day=1) + timedelta(days=32)).replace(day=1)
            end = nm.replace(month=nm.month + 1) - timedelta(days=1)
            draft = Model(bill_id="B" + "3f9a1c2e", customer_id=customer_id, period_start=nm.isoformat(),
                          period_end=end.isoformat(), issue_date=nm.isoformat(), total_due=0,
                          due_date=(nm + timedelta(days=14)).isoformat(), line_items=[], status="Draft")
            self.bills.append(draft)
            c["bill_ids"].append(draft["bill_id"])
        draft["line_items"].append({"description": description, "amount": amount, "date": TODAY.isoformat(),
                                    "item_type": "Credit" if amount < 0 else "Charge"})
        draft["total_due"] += amount

    def refuel_data(self, customer_id, line_id, gb_amount):
        l = self._target_line(customer_id, line_id)
        if gb_amount <= 0:
            raise ToolError("Refuel amount must be positive")
        p = self._plan(l["plan_id"])
        charge = gb_amount * p["data_refueling_price_per_gb"]
        l["data_refueling_gb"] += gb_amount
        self._apply_one_time_charge(customer_id, charge,
                                    f"Data refueling: {gb_amount} GB at ${p['data_refueling_price_per_gb']}/GB")
        return {"message": f"Successfully added {gb_amount} GB of data for line {line_id} for ${charge:.2f}",
                "new_data_refueling_gb": l["data_refueling_gb"], "charge": charge}

    def transfer_to_human_agents(self, summary):
        return "Transfer successful"

    # ---------- environment (initialisation actions / user side)
    def set_data_usage(self, customer_id, line_id, data_used_gb):
        self._target_line(customer_id, line_id)["data_used_gb"] = data_used_gb

    def suspend_line_for_overdue_bill(self, customer_id, line_id, new_bill_id, contract_ended):
        line = self._line(line_id)
        plan = self._plan(line["plan_id"])
        amount = plan["price_per_month"]
        c = self._cust(customer_id)
        first_last = (TODAY.replace(day=1) - timedelta(days=1)).replace(day=1)
        last_last = TODAY.replace(day=1) - timedelta(days=1)
        b = Model(bill_id=new_bill_id, customer_id=customer_id, period_start=first_last.isoformat(),
                  period_end=last_last.isoformat(), issue_date=first_last.isoformat(), total_due=0,
                  due_date=(first_last + timedelta(days=14)).isoformat(),
                  line_items=[{"description": f"Charge for line {line_id}", "amount": amount,
                               "date": TODAY.isoformat(), "item_type": "Charge"}],
                  status="Overdue")
        b["total_due"] += amount
        self.bills.append(b)
        c["bill_ids"].append(new_bill_id)
        line["status"] = "Suspended"
        line["suspension_start_date"] = TODAY.isoformat()
        if contract_ended:
            line["contract_end_date"] = last_last.isoformat()

    def user_make_payment(self):
        pr = self.payment_request
        pr["paid"] = True
        self._bill(pr["bill_id"])["status"] = "Paid"
        return f"Payment of {pr['amount_due']} USD has been made for bill {pr['bill_id']}."

    def user_check_payment_request(self):
        pr = self.payment_request
        if pr is None:
            return "No payment request has been made."
        return f"You have a payment request for bill {pr['bill_id']} of {pr['amount_due']} USD."

    # ---------- call + serialise
    def call(self, name, args):
        try:
            res = getattr(self, name)(**args)
        except ToolError as e:
            return f"Error: {e}"
        return to_json_str(res)


def _process(v):
    if isinstance(v, Model):
        return {k: _dump(x) for k, x in v.items()}
    if isinstance(v, str) or v is None:
        return v
    if isinstance(v, (bool, int, float)):
        return str(v)
    if isinstance(v, list):
        return [_process(x) for x in v]
    if isinstance(v, dict):
        return {k: _process(x) for k, x in v.items()}
    if isinstance(v, (date, datetime)):
        return v.isoformat()
    raise ValueError(type(v))


def _dump(v):
    # inside model_dump: values keep their JSON types
    if isinstance(v, Model):
        return {k: _dump(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_dump(x) for x in v]
    if isinstance(v, dict):
        return {k: _dump(x) for k, x in v.items()}
    return v


def to_json_str(res):
    if isinstance(res, str):
        return res
    return json.dumps(_process(res), default=str)


if __name__ == "__main__":
    s = TelecomSim()
    for n, a in [("get_customer_by_phone", {"phone_number": "555-123-2002"}),
                 ("get_details_by_id", {"id": "L1002"}),
                 ("get_data_usage", {"customer_id": "C1001", "line_id": "L1002"}),
                 ("get_bills_for_customer", {"customer_id": "C1002"}),
                 ("get_customer_by_name", {"full_name": "Sarah Johnson", "dob": "1990-11-22"}),
                 ("get_details_by_id", {"id": "D1002"}),
                 ("refuel_data", {"customer_id": "C1001", "line_id": "L1002", "gb_amount": 2.0}),
                 ("get_details_by_id", {"id": "B1003"}),
                 ("resume_line", {"customer_id": "C1001", "line_id": "L1002"}),
                 ("get_details_by_id", {"id": "X1"})]:
        print(n, a, "\n ->", s.call(n, a))
