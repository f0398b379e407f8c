"""Small simulator of the Rho-Bank (tau2 banking_knowledge) agent tools, faithful to db.json and
to tau2's tool outputs (text formats of query results, unlock messages, write confirmations).

Clock is fixed as in tau2: 2025-11-14 03:40:00 EST (today = 11/14/2025).
A task's initial_state.initialization_data.agent_data is merged into the DB before the run.

Only the tools the runs use are implemented; each returns the string a real call would return.
"""
import copy
import hashlib
import json
import os
from datetime import datetime

from kb import KB

DOMAIN = "/work/shared/datasets/tau2-unseen-domains/banking_knowledge"
TODAY = "11/14/2025"
NOW = datetime(2025, 11, 14, 3, 40, 0)


def _did(seed, length=16):
    return hashlib.sha256(seed.encode()).digest()[: length // 2].hex()


def _bal(v):
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        return float(v.replace("$", "").replace(",", ""))
    return 0.0


# --- docstring-derived tool info for discoverable tools (what unlock / give print) -------------
AGENT_TOOLS = {
    "order_replacement_credit_card_7291": (
        "Order a replacement credit card for a customer. The old card will be automatically cancelled when the replacement is ordered.",
        [("credit_card_account_id", "string", True, "The credit card account ID for the card being replaced"),
         ("user_id", "string", True, "The user's unique identifier in the system"),
         ("shipping_address", "string", True, "Full shipping address where the new card should be sent"),
         ("reason", "string", True, "Reason for replacement. Must be one of: 'fraud_suspected', 'lost', 'stolen', 'damaged', 'expired', 'other'"),
         ("expedited_shipping", "boolean", False, "Whether to use expedited shipping (2-3 business days instead of 7-10)")]),
    "initial_transfer_to_human_agent_0218": (
        "Initiate a transfer request to a human agent. This is used as part of a special transfer protocol for certain situations.", []),
    "emergency_credit_bureau_incident_transfer_1114": (
        "Emergency escalation tool for the 11/14 credit bureau reporting incident. Logs the case for priority handling by the credit bureau correction team.", []),
    "get_all_user_accounts_by_user_id_3847": (
        "Retrieve all accounts (checking, savings, credit cards) for a customer.",
        [("user_id", "string", True, "The customer's unique identifier in the system")]),
    "get_bank_account_transactions_9173": (
        "Retrieve the transaction history for a bank account.",
        [("account_id", "string", True, "The bank account ID to retrieve transactions for")]),
    "apply_checking_account_credit_5829": (
        "Apply a credit to a customer's checking account.",
        [("account_id", "string", True, "The checking account ID to credit"),
         ("amount", "number", True, "The positive dollar amount to credit (must be greater than 0)"),
         ("credit_type", "string", True, "The type of credit: 'rebate_credit' for missing rebates, 'fee_refund' for incorrect fee charges")]),
    "get_debit_cards_by_account_id_7823": (
        "Retrieve all debit cards associated with a checking account. Returns card details including status, issue reason, and expiration date.",
        [("account_id", "string", True, "The checking account ID to retrieve debit cards for")]),
    "freeze_debit_card_3892": (
        "Temporarily freeze a debit card. The card can be unfrozen later.",
        [("card_id", "string", True, "The debit card ID to freeze")]),
    "submit_credit_limit_increase_request_7392": (
        "Submit a credit limit increase request for a customer's credit card.",
        [("credit_card_account_id", "string", True, "The credit card account ID to request increase for"),
         ("user_id", "string", True, "The customer's unique identifier in the system"),
         ("requested_increase_amount", "integer", True, "The dollar amount by which to increase the credit limit (e.g., 2500 for $2,500)")]),
    "get_credit_limit_increase_history_4829": (
        "Retrieve the credit limit increase request history for a specific credit card account. Returns all previous CLI requests including dates, amounts, and statuses.",
        [("credit_card_account_id", "string", True, "The credit card account ID to check for CLI history")]),
    "get_payment_history_6183": (
        "Retrieve payment history for a credit card account.",
        [("credit_card_account_id", "string", True, "The credit card account ID to check payment history for"),
         ("months", "integer", True, "Number of months of payment history to retrieve")]),
    "get_user_dispute_history_7291": (
        "Retrieve a user's credit card transaction dispute history from the transaction_disputes table. Returns all credit card transaction disputes filed by the user, including dispute IDs, transaction IDs, dispute reasons, statuses, and submission dates.",
        [("user_id", "string", True, "The user's unique identifier in the system")]),
    "get_pending_replacement_orders_5765": (
        "Check if a credit card account has any pending replacement card orders.",
        [("credit_card_account_id", "string", True, "The credit card account ID to check for pending replacement orders")]),
    "approve_credit_limit_increase_5847": (
        "Approve and apply a credit limit increase for a customer's credit card.",
        [("credit_card_account_id", "string", True, "The credit card account ID"),
         ("user_id", "string", True, "The customer's unique identifier in the system"),
         ("new_credit_limit", "integer", True, "The new total credit limit in dollars (e.g., 7500 for $7,500)")]),
    "deny_credit_limit_increase_5848": (
        "Deny a credit limit increase request for a customer's credit card.",
        [("credit_card_account_id", "string", True, "The credit card account ID"),
         ("user_id", "string", True, "The customer's unique identifier in the system"),
         ("denial_reason", "string", True, "The reason for denying the request. Must be one of: 'insufficient_account_age', 'cooldown_period_active', 'pending_disputes', 'pending_replacement_card', 'past_due_balance', 'high_utilization', 'insufficient_payment_history', 'requested_amount_exceeds_limit', 'other'")]),
    "open_bank_account_4821": (
        "Open a new bank account for a customer.",
        [("user_id", "string", True, "The customer's unique identifier in the system"),
         ("account_type", "string", True, "Type of account to open. Must be one of: 'checking' (personal checking), 'savings' (personal savings), 'business_checking', 'business_savings'"),
         ("account_class", "string", True, "The full official account class name")]),
    "close_bank_account_7392": (
        "Close a customer's bank account (checking or savings).",
        [("account_id", "string", True, "The ID of the bank account to close"),
         ("reason", "string", False, "The reason for closing the account"),
         ("waive_early_closure_fee", "boolean", False, "Whether to waive early closure fees")]),
    "pay_credit_card_from_checking_9182": (
        "Pay off a credit card balance using funds from the customer's Rho-Bank checking account. This deducts the specified amount from the checking account and reduces the credit card balance by the same amount.",
        [("user_id", "string", True, "The customer's unique identifier in the system"),
         ("checking_account_id", "string", True, "The ID of the Rho-Bank checking account to debit funds from"),
         ("credit_card_account_id", "string", True, "The ID of the credit card account to apply the payment to"),
         ("amount", "number", True, "The payment amount in dollars. Must be a positive number.")]),
    "apply_savings_account_credit_6831": (
        "Apply a credit to a customer's savings account for interest corrections, fee refunds, or goodwill adjustments.",
        [("account_id", "string", True, "The savings account ID to credit"),
         ("amount", "number", True, "The positive dollar amount to credit (must be greater than 0)"),
         ("credit_type", "string", True, "The type of credit: 'interest_correction' for APY/interest calculation errors, 'fee_refund' for incorrect fee charges, 'goodwill_credit' for customer service gestures")]),
    "submit_interest_discrepancy_report_7294": (
        "Submit a report for interest calculation discrepancies to the backend team for investigation. Use this when the interest credited to a customer's account does not match expected APY calculations.",
        [("account_id", "string", True, "The savings account ID with the discrepancy"),
         ("user_id", "string", True, "The customer's unique identifier"),
         ("expected_apy", "number", True, "The APY percentage the customer should have received (e.g., 2.775 for 2.775%)"),
         ("actual_apy", "number", True, "The APY percentage that was actually applied (e.g., 2.5 for 2.5%)"),
         ("amount_difference", "number", True, "The dollar amount difference between expected and actual interest credited")]),
}

USER_TOOLS = {
    "submit_cash_back_dispute_0589": "Submit a cash back dispute for a specific transaction.",
    "get_referral_link": "Generate a referral link for a specific credit card to share with friends or family.",
    "get_card_last_4_digits": "Look up the last 4 digits of a credit card number.",
}

TRANSFER_REASONS = [
    "fraud_or_security_concern", "account_closure_request", "deceased_account_holder", "legal_or_regulatory_matter",
    "account_ownership_dispute", "complex_billing_dispute", "abusive_customer_behavior", "third_party_inquiry",
    "technical_system_error", "unconfirmed_external_communication", "customer_demands_after_unavailable_offer_refusal",
    "kb_search_unsuccessful_customer_requests_transfer", "specialized_department_required",
    "accessibility_or_special_needs", "customer_frustrated_demands_human", "supervisor_request_service_complaint",
    "customer_requests_human_no_specific_reason", "request_completed_customer_wants_human_followup", "other",
]


def _fmt_tool(name):
    desc, params = AGENT_TOOLS[name]
    lines = []
    for p, t, req, d in params:
        lines.append(f"  - {p}: {t} ({'required' if req else 'optional'}) - {d}")
    ps = "\n".join(lines) if lines else "  (no parameters)"
    return f"Tool: {name}\nDescription: {desc}\nParameters:\n{ps}"


class Sim:
    _kb = None

    def __init__(self, task_id=None):
        with open(os.path.join(DOMAIN, "db.json")) as f:
            self.db = json.load(f)
        for t in ("user_discoverable_tools", "agent_discoverable_tools", "cash_back_disputes",
                  "debit_card_disputes", "interest_discrepancy_reports", "debit_card_orders",
                  "credit_card_closure_reasons", "transaction_disputes", "credit_card_orders"):
            self.db.setdefault(t, {"data": {}})
        if task_id:
            with open(os.path.join(DOMAIN, "tasks.json")) as f:
                task = next(t for t in json.load(f) if t["id"] == task_id)
            init = (task.get("initial_state") or {}).get("initialization_data") or {}
            for table, body in (init.get("agent_data") or {}).items():
                tgt = self.db.setdefault(table, {"data": {}})["data"]
                for rid, rec in (body.get("data") or {}).items():
                    if rid in tgt and isinstance(rec, dict):
                        tgt[rid].update(rec)
                    else:
                        tgt[rid] = copy.deepcopy(rec)
        if Sim._kb is None:
            Sim._kb = KB()
        self.kb = Sim._kb
        self.unlocked = set()

    # ---------------- generic query (tau2 query_database_tool format) -----------------
    def query(self, table, **cons):
        rows = [(rid, r) for rid, r in self.db[table]["data"].items()
                if all(r.get(k) == v for k, v in cons.items())]
        if not rows:
            return f"No records found in '{table}'."
        out = [f"Found {len(rows)} record(s) in '{table}':\n"]
        for i, (rid, r) in enumerate(rows, 1):
            out.append(f"{i}. Record ID: {rid}")
            for k, v in r.items():
                out.append(f"   {k}: {v}")
            out.append("")
        return "\n".join(out)

    def T(self, table):
        return self.db[table]["data"]

    # ---------------- base agent tools -----------------
    def search_knowledge_base(self, query, k=3):
        return self.kb.format(self.kb.search(query, k))

    def get_current_time(self):
        return "The current time is 2025-11-14 03:40:00 EST."

    def get_user_information_by_id(self, user_id):
        return self.query("users", user_id=user_id)

    def get_user_information_by_name(self, customer_name):
        return self.query("users", name=customer_name)

    def get_user_information_by_email(self, email):
        return self.query("users", email=email)

    def get_referrals_by_user(self, user_id):
        return self.query("referrals", referrer_id=user_id)

    def get_credit_card_transactions_by_user(self, user_id):
        return self.query("credit_card_transaction_history", user_id=user_id)

    def get_credit_card_accounts_by_user(self, user_id):
        return self.query("credit_card_accounts", user_id=user_id)

    def change_user_email(self, user_id, new_email):
        u = self.T("users").get(user_id)
        if u is None:
            return f"Error: User with ID '{user_id}' not found."
        u["email"] = new_email
        return f"Email updated successfully.\n  - User ID: {user_id}\n  - New Email: {new_email}"

    def log_verification(self, name, user_id, address, email, phone_number, date_of_birth, time_verified):
        rid = f"{user_id}_{time_verified.replace(' ', '_').replace(':', '').replace('-', '')}"
        if rid in self.T("verification_history"):
            return "Failed to log verification: Record may already exist."
        self.T("verification_history")[rid] = dict(name=name, user_id=user_id, address=address, email=email,
                                                  phone_number=phone_number, date_of_birth=date_of_birth,
                                                  time_verified=time_verified)
        return f"Verification logged successfully.\n  - User: {name} (ID: {user_id})\n  - Verified at: {time_verified}"

    def transfer_to_human_agents(self, summary, reason="other"):
        if reason not in TRANSFER_REASONS:
            return f"Error: Invalid transfer reason '{reason}'. Must be one of: {', '.join(TRANSFER_REASONS)}"
        return f"Transfer successful (reason: {reason}). A human agent will assist you shortly."

    def give_discoverable_user_tool(self, discoverable_tool_name, arguments="{}"):
        if discoverable_tool_name not in USER_TOOLS:
            return f"Error: Unknown discoverable tool '{discoverable_tool_name}'."
        args = json.loads(arguments)
        self.T("user_discoverable_tools")[_did(f"user_discoverable_tool:{discoverable_tool_name}")] = {
            "tool_name": discoverable_tool_name, "status": "GIVEN"}
        a = json.dumps(args, indent=2) if args else "(no arguments)"
        return (f"Tool given to user: {discoverable_tool_name}\nDescription: {USER_TOOLS[discoverable_tool_name]}\n"
                f"Arguments: {a}\n\nThe user can now execute this action by calling `call_discoverable_user_tool` "
                f"with discoverable_tool_name='{discoverable_tool_name}' and the same arguments.")

    def unlock_discoverable_agent_tool(self, agent_tool_name):
        if agent_tool_name not in AGENT_TOOLS:
            return f"Error: Unknown agent tool '{agent_tool_name}'. This tool is not available."
        self.unlocked.add(agent_tool_name)
        desc = AGENT_TOOLS[agent_tool_name][0]
        return (f"Tool unlocked: {agent_tool_name}\nDescription: {desc}\n\n{_fmt_tool(agent_tool_name)}\n\n"
                f"You can now use this tool by calling `call_discoverable_agent_tool` with "
                f"agent_tool_name='{agent_tool_name}' and the required arguments.")

    def call_discoverable_agent_tool(self, agent_tool_name, arguments="{}"):
        if agent_tool_name not in AGENT_TOOLS:
            return f"Error: Unknown agent tool '{agent_tool_name}'. This tool is not available."
        if agent_tool_name not in self.unlocked:
            return (f"Error: Tool '{agent_tool_name}' has not been unlocked. You must first use "
                    f"`unlock_discoverable_agent_tool` to unlock this tool before calling it.")
        # tau2 parses with parse_int=float (all JSON numbers become floats)
        args = json.loads(arguments or "{}", parse_int=float)
        return getattr(self, "_" + agent_tool_name)(**args)

    # ---------------- agent discoverable tools -----------------
    def _initial_transfer_to_human_agent_0218(self):
        return ("Initial Transfer Initiated, Inform the user that the lines are busy.\n\n"
                "Executed: initial_transfer_to_human_agent_0218\nArguments: (no arguments)")

    def _emergency_credit_bureau_incident_transfer_1114(self):
        return ("Emergency escalation logged. Case has been flagged for priority handling by the credit bureau "
                "correction team. Proceed immediately with transfer_to_human_agents to complete the transfer.\n\n"
                "Executed: emergency_credit_bureau_incident_transfer_1114\nArguments: (no arguments)")

    def _order_replacement_credit_card_7291(self, credit_card_account_id, user_id, shipping_address, reason,
                                            expedited_shipping=False):
        valid = ["fraud_suspected", "lost", "stolen", "damaged", "expired", "other"]
        if reason not in valid:
            return f"Error: Invalid reason. Must be one of: {valid}"
        cc = self.T("credit_card_accounts")
        if credit_card_account_id not in cc:
            return f"Error: Credit card account '{credit_card_account_id}' not found."
        oid = "ccord_" + _did(f"credit_card_order:{credit_card_account_id}:{user_id}:{reason}", 12)
        self.T("credit_card_orders")[oid] = dict(order_id=oid, credit_card_account_id=credit_card_account_id,
                                                 user_id=user_id, shipping_address=shipping_address, reason=reason,
                                                 expedited_shipping=expedited_shipping, order_date=TODAY,
                                                 status="ORDERED", old_card_cancelled=True)
        cc[credit_card_account_id]["status"] = "CLOSED"
        cc[credit_card_account_id]["closed_date"] = TODAY
        return "\n".join([
            f"Order ID: {oid}", f"Card Account: {credit_card_account_id}",
            f"Reason: {reason.replace('_', ' ').title()}", f"Shipping Address: {shipping_address}",
            f"Shipping Method: {'Expedited' if expedited_shipping else 'Standard'}",
            f"Expected Delivery: {'2-3 business days' if expedited_shipping else '7-10 business days'}", "",
            "The old card has been cancelled for security. The new card will have the same account number but a new card number and CVV."])

    def _wrap(self, head, tool, sub, res, none_msg):
        parts = [head, "", f"Executed: {tool}", sub]
        if "No records found" in res:
            parts.append(none_msg)
        else:
            parts.append(res)
        return "\n".join(parts)

    def _get_all_user_accounts_by_user_id_3847(self, user_id):
        a = self.query("accounts", user_id=user_id)
        c = self.query("credit_card_accounts", user_id=user_id)
        parts = ["User accounts retrieved successfully.", "", "Executed: get_all_user_accounts_by_user_id_3847",
                 f"Accounts for user {user_id}:", "", "Bank Accounts:"]
        parts.append(a if "No records found" not in a else "  No bank accounts found.")
        parts.append("\nCredit Card Accounts:")
        parts.append(c if "No records found" not in c else "  No credit card accounts found.")
        return "\n".join(parts)

    def _get_bank_account_transactions_9173(self, account_id):
        if account_id not in self.T("accounts"):
            return f"Error: Account '{account_id}' not found."
        return self._wrap("Bank account transactions retrieved successfully.", "get_bank_account_transactions_9173",
                          f"Transactions for account {account_id}:",
                          self.query("bank_account_transaction_history", account_id=account_id),
                          "\nNo transactions found for this account.")

    def _apply_checking_account_credit_5829(self, account_id, amount, credit_type):
        amount = float(amount)
        if amount <= 0:
            return "Error: Credit amount must be positive."
        if credit_type not in ["rebate_credit", "fee_refund"]:
            return "Error: Invalid credit_type. Must be one of: ['rebate_credit', 'fee_refund']"
        acc = self.T("accounts").get(account_id)
        if acc is None:
            return f"Error: Account '{account_id}' not found."
        if acc.get("class", "").lower() != "checking":
            return (f"Error: Account '{account_id}' is not a checking account. Credits can only be applied to "
                    f"checking accounts.")
        cur = _bal(acc.get("current_holdings", 0))
        new = cur + amount
        acc["current_holdings"] = f"${new:.2f}"
        tid = "txn_" + _did(f"checking_credit:{account_id}:{credit_type}:{amount}:{TODAY}")
        desc = "REBATE CREDIT - CUSTOMER SERVICE" if credit_type == "rebate_credit" else "FEE REFUND - CUSTOMER SERVICE"
        self.T("bank_account_transaction_history")[tid] = dict(transaction_id=tid, account_id=account_id, date=TODAY,
                                                               description=desc, amount=amount, type=credit_type,
                                                               status="posted")
        return (f"\nCredit applied successfully!\n  - Transaction ID: {tid}\n  - Account: {account_id}\n"
                f"  - Credit Type: {credit_type}\n  - Amount: ${amount:.2f}\n  - Previous Balance: ${cur:.2f}\n"
                f"  - New Balance: ${new:.2f}")

    def _apply_savings_account_credit_6831(self, account_id, amount, credit_type):
        amount = float(amount)
        acc = self.T("accounts").get(account_id)
        if acc is None:
            return f"Error: Account '{account_id}' not found."
        if acc.get("class", "").lower() not in ("saving", "savings"):
            return (f"Error: Account '{account_id}' is not a savings account. This tool only applies to savings "
                    f"accounts.")
        cur = _bal(acc.get("current_holdings", 0))
        new = cur + amount
        acc["current_holdings"] = f"{new:.2f}"
        tid = "txn_" + _did(f"savings_credit:{account_id}:{credit_type}:{amount}:{TODAY}")
        desc = {"interest_correction": "INTEREST CORRECTION - CUSTOMER SERVICE",
                "fee_refund": "FEE REFUND - CUSTOMER SERVICE"}.get(credit_type, "GOODWILL CREDIT - CUSTOMER SERVICE")
        self.T("bank_account_transaction_history")[tid] = dict(transaction_id=tid, account_id=account_id, date=TODAY,
                                                               description=desc, amount=amount, type=credit_type,
                                                               status="posted")
        return (f"\nCredit applied successfully!\n  - Transaction ID: {tid}\n  - Account: {account_id}\n"
                f"  - Credit Type: {credit_type}\n  - Amount: ${amount:.2f}\n  - Previous Balance: ${cur:.2f}\n"
                f"  - New Balance: ${new:.2f}")

    def _submit_interest_discrepancy_report_7294(self, account_id, user_id, expected_apy, actual_apy,
                                                 amount_difference):
        expected_apy, actual_apy, amount_difference = float(expected_apy), float(actual_apy), float(amount_difference)
        acc = self.T("accounts").get(account_id)
        if acc is None:
            return f"Error: Account '{account_id}' not found."
        user = self.T("users").get(user_id)
        if user is None:
            return f"Error: User '{user_id}' not found."
        rid = "IDR_" + _did(f"interest_report:{account_id}:{user_id}:{expected_apy}:{actual_apy}:{TODAY}")
        d = round(expected_apy - actual_apy, 4)
        self.T("interest_discrepancy_reports")[rid] = dict(report_id=rid, account_id=account_id, user_id=user_id,
                                                          status="PENDING_REVIEW")
        return (f"\nInterest Discrepancy Report Submitted Successfully!\n  - Report ID: {rid}\n"
                f"  - Account: {account_id} ({acc.get('level', 'Unknown')})\n  - Customer: {user.get('name', 'Unknown')}\n"
                f"  - Expected APY: {expected_apy}%\n  - Actual APY: {actual_apy}%\n  - APY Difference: {d}%\n"
                f"  - Amount Difference: ${amount_difference:.2f}\n  - Status: PENDING_REVIEW\n"
                f"\nThe backend team will investigate this discrepancy and ensure correct APY calculations are applied going forward.")

    def _get_debit_cards_by_account_id_7823(self, account_id):
        acc = self.T("accounts").get(account_id)
        if acc is None:
            return f"Error: Account '{account_id}' not found."
        if acc.get("class", "").lower() not in ["checking", "business_checking"]:
            return (f"Error: Account '{account_id}' is not a checking account. Debit cards are only available for "
                    f"checking accounts.")
        cards = []
        for cid, c in self.T("debit_cards").items():
            if c.get("account_id") == account_id:
                ci = {"card_id": cid}
                ci.update(c)
                if "last_4_digits" in ci and "card_number_last_4" not in ci:
                    ci["card_number_last_4"] = ci.pop("last_4_digits")
                if "issue_date" in ci and "date_issued" not in ci:
                    ci["date_issued"] = ci.pop("issue_date")
                cards.append(ci)
        if not cards:
            return f"No debit cards found for account '{account_id}'."
        cards.sort(key=lambda x: x.get("date_issued") or "", reverse=True)
        return json.dumps(cards, indent=2)

    def _freeze_debit_card_3892(self, card_id):
        c = self.T("debit_cards").get(card_id)
        if c is None:
            return f"Error: Debit card '{card_id}' not found."
        if c.get("status") == "FROZEN":
            return f"Error: Debit card '{card_id}' is already frozen."
        if c.get("status") != "ACTIVE":
            return (f"Error: Debit card '{card_id}' cannot be frozen. Current status: {c.get('status')}. Only ACTIVE "
                    f"cards can be frozen.")
        c["status"] = "FROZEN"
        c["frozen_date"] = TODAY
        return "\n".join(["Debit Card Frozen Successfully", f"Card ID: {card_id}", "Status: FROZEN",
                          f"Frozen Date: {TODAY}", "", "While frozen:",
                          "- All new purchase transactions will be declined",
                          "- Recurring payments and subscriptions will be declined",
                          "- Pending transactions already authorized may still process", "",
                          "To unfreeze, the customer can call customer service or use the mobile app.",
                          "If the card is confirmed lost or stolen, recommend closing the card permanently instead."])

    def _submit_credit_limit_increase_request_7392(self, credit_card_account_id, user_id, requested_increase_amount):
        amt = float(requested_increase_amount)
        if not amt.is_integer():
            return "Error: Invalid requested_increase_amount. Must be a whole number of dollars."
        amt = int(amt)
        cc = self.T("credit_card_accounts").get(credit_card_account_id)
        if cc is None:
            return f"Error: Credit card account '{credit_card_account_id}' not found."
        if cc.get("user_id") != user_id:
            return f"Error: Credit card account '{credit_card_account_id}' does not belong to user '{user_id}'."
        rid = "cli_" + _did(f"cli_request:{credit_card_account_id}:{user_id}:{float(amt):.2f}", 12)
        if rid in self.T("credit_limit_increase_requests"):
            return "Error: A similar request may already exist."
        self.T("credit_limit_increase_requests")[rid] = dict(request_id=rid,
                                                            credit_card_account_id=credit_card_account_id,
                                                            user_id=user_id, requested_increase_amount=amt,
                                                            submitted_at=TODAY, status="PENDING")
        return (f"Credit limit increase request submitted successfully.\n\nExecuted: "
                f"submit_credit_limit_increase_request_7392\n  - Request ID: {rid}\n  - Account: "
                f"{credit_card_account_id}\n  - Requested Increase: ${amt:,}\n  - Status: PENDING")

    def _get_credit_limit_increase_history_4829(self, credit_card_account_id):
        return self._wrap("Credit limit increase history retrieved.", "get_credit_limit_increase_history_4829",
                          f"Credit limit increase history for account {credit_card_account_id}:",
                          self.query("credit_limit_increase_requests", credit_card_account_id=credit_card_account_id),
                          "\nNo credit limit increase requests found for this account.")

    def _get_user_dispute_history_7291(self, user_id):
        return self._wrap("User transaction dispute history retrieved successfully.", "get_user_dispute_history_7291",
                          f"Transaction dispute history for user {user_id}:",
                          self.query("transaction_disputes", user_id=user_id),
                          "\nNo transaction disputes found for this user.")

    def _get_pending_replacement_orders_5765(self, credit_card_account_id):
        return self._wrap("Pending replacement orders check completed.", "get_pending_replacement_orders_5765",
                          f"Replacement orders for credit card account {credit_card_account_id}:",
                          self.query("credit_card_orders", credit_card_account_id=credit_card_account_id),
                          "\nNo pending replacement orders found for this credit card account.")

    def _get_payment_history_6183(self, credit_card_account_id, months):
        months = int(months)
        pays = [p for p in self.T("payment_history").values() if p.get("credit_card_account_id") == credit_card_account_id]
        if not pays:
            return f"No payment history found for account '{credit_card_account_id}'."
        pays.sort(key=lambda x: x.get("payment_date") or "", reverse=True)
        pays = pays[:months]
        cons = 0
        for p in pays:
            if p.get("status") == "ON_TIME":
                cons += 1
            else:
                break
        parts = [f"Payment history for account '{credit_card_account_id}' (last {months} months):",
                 f"Consecutive on-time payments: {cons}"]
        for p in pays:
            parts.append(f"\n  - Payment Date: {p.get('payment_date')}\n    Amount: {p.get('amount')}\n    Status: {p.get('status')}")
        return "\n".join(parts)

    def _approve_credit_limit_increase_5847(self, credit_card_account_id, user_id, new_credit_limit):
        cc = self.T("credit_card_accounts").get(credit_card_account_id)
        if cc is None:
            return f"Error: Credit card account '{credit_card_account_id}' not found."
        if cc.get("user_id") != user_id:
            return f"Error: Credit card account '{credit_card_account_id}' does not belong to user '{user_id}'."
        inel = any(d.get("user_id") == user_id and d.get("status") in ["SUBMITTED", "UNDER_REVIEW", "PENDING"]
                   for d in self.T("transaction_disputes").values())
        inel = inel or any(o.get("credit_card_account_id") == credit_card_account_id and
                           o.get("status") in ["PENDING", "PROCESSING", "SHIPPED"]
                           for o in self.T("credit_card_orders").values())
        inel = inel or cc.get("account_status", "").upper() in ["PAST_DUE", "DELINQUENT", "COLLECTIONS", "CLOSED"]
        if inel:
            return "Error: Credit limit increase request cannot be approved at this time."
        cur = _bal(cc.get("credit_limit", "$0.00"))
        new = float(new_credit_limit)
        cc["credit_limit"] = f"${new:.2f}"
        rid = "cli_" + _did(f"cli_request:{credit_card_account_id}:{user_id}:{new - cur:.2f}", 12)
        self.T("credit_limit_increase_requests")[rid] = dict(request_id=rid, status="APPROVED")
        return (f"Credit limit increase approved!\n  - Account: {credit_card_account_id}\n  - Previous Limit: "
                f"${cur:.2f}\n  - New Limit: ${new:.2f}\n  - Increase: ${new - cur:.2f}\n  - Effective Date: {TODAY}\n"
                f"The customer will receive a confirmation email.")

    def _pay_credit_card_from_checking_9182(self, user_id, checking_account_id, credit_card_account_id, amount):
        amount = float(amount)
        if amount <= 0:
            return "Error: Payment amount must be a positive number."
        chk = self.T("accounts").get(checking_account_id)
        if chk is None:
            return f"Error: Checking account '{checking_account_id}' not found."
        if chk.get("user_id") != user_id:
            return f"Error: Checking account '{checking_account_id}' does not belong to user '{user_id}'."
        if chk.get("class") != "checking":
            return f"Error: Account '{checking_account_id}' is not a checking account."
        cur = _bal(chk.get("current_holdings", 0))
        if amount > cur:
            return (f"Error: Insufficient funds in checking account. Available balance: ${cur:.2f}, requested "
                    f"payment: ${amount:.2f}.")
        cc = self.T("credit_card_accounts").get(credit_card_account_id)
        if cc is None:
            return f"Error: Credit card account '{credit_card_account_id}' not found."
        if cc.get("user_id") != user_id:
            return f"Error: Credit card account '{credit_card_account_id}' does not belong to user '{user_id}'."
        ccb = _bal(cc.get("current_balance", "$0.00"))
        if amount > ccb:
            return (f"Error: Payment amount (${amount:.2f}) exceeds credit card balance (${ccb:.2f}). Please specify "
                    f"an amount up to the outstanding balance.")
        chk["current_holdings"] = f"{cur - amount:.2f}"
        cc["current_balance"] = f"${ccb - amount:.2f}"
        return (f"Payment processed successfully!\n  - Payment Amount: ${amount:.2f}\n  - From Checking Account: "
                f"{checking_account_id}\n  - To Credit Card Account: {credit_card_account_id}\n  - New Checking "
                f"Balance: ${cur - amount:.2f}\n  - New Credit Card Balance: ${ccb - amount:.2f}\nThe payment has been "
                f"applied immediately.")

    def _deny_credit_limit_increase_5848(self, credit_card_account_id, user_id, denial_reason):
        return (f"Credit limit increase request denied.\n  - Account: {credit_card_account_id}\n  - Denial Reason: "
                f"{denial_reason}\n  - Date: {TODAY}\nThe customer will receive a notification explaining the denial.")

    def _open_bank_account_4821(self, user_id, account_type, account_class):
        valid = ["checking", "savings", "business_checking", "business_savings"]
        if account_type not in valid:
            return f"Error: Invalid account_type. Must be one of: {valid}"
        ua = [a for a in self.T("accounts").values() if a.get("user_id") == user_id]

        def age(a):
            try:
                return (NOW - datetime.strptime(a.get("date_opened", ""), "%m/%d/%Y")).days
            except ValueError:
                return 0
        if account_type == "savings":
            if not any(a.get("account_type", a.get("class", "")) in ["checking", "personal_checking"] and
                       a.get("status") in ["OPEN", "ACTIVE"] and age(a) >= 14 for a in ua):
                return "Error: Account eligibility requirements not met."
        if account_type == "business_checking":
            if any(a.get("status") == "CLOSED" for a in ua) or not any(
                    a.get("account_type", a.get("class", "")) in ["checking", "personal_checking"] and
                    a.get("status") in ["OPEN", "ACTIVE"] for a in ua):
                return "Error: Account eligibility requirements not met."
        aid = _did(f"account:{user_id}:{account_type}:{account_class}")
        self.T("accounts")[aid] = dict(account_id=aid, user_id=user_id, account_type=account_type,
                                       account_class=account_class, current_holdings="0.00", status="OPEN",
                                       date_opened=TODAY)
        return (f"Bank account opened successfully!\n  - Account ID: {aid}\n  - User ID: {user_id}\n  - Account Type: "
                f"{account_type}\n  - Account Class: {account_class}\n  - Status: OPEN\n  - Initial Balance: $0.00\n"
                f"  - Date Opened: {TODAY}")

    # ---------------- user-side tools (the customer runs these; results are reported in user text) --
    def user_submit_referral(self, user_id, account_type):
        rid = _did(f"referral:{user_id}:{account_type}")
        self.T("referrals")[rid] = dict(referral_id=rid, referrer_id=user_id, referred_account_type=account_type,
                                        referral_status="NO_PROGRESS", date=TODAY)
        return rid

    def user_apply_for_credit_card(self, card_type, customer_name, annual_income, rho_bank_subscription=False):
        return _did(f"credit_card:{card_type}:{customer_name}:{float(annual_income)}:{rho_bank_subscription}")

    def user_submit_cash_back_dispute(self, user_id, transaction_id):
        return "dsp_" + _did(f"dispute:{user_id}:{transaction_id}", 12)

    def user_submit_transaction(self, user_id, credit_card_type, merchant_name, amount, category):
        return "txn_" + _did(":".join(["transaction", user_id, credit_card_type, merchant_name, f"{float(amount):.2f}", category]), 12)


# ====================== additions for banking-2 (tau2 tools.py logic and texts) ======================
AGENT_TOOLS.update({
    "unfreeze_debit_card_3893": (
        "Unfreeze a previously frozen debit card.",
        [("card_id", "string", True, "The debit card ID to unfreeze")]),
    "close_debit_card_4721": (
        "Close or cancel a debit card permanently.",
        [("card_id", "string", True, "The debit card ID to close"),
         ("reason", "string", True, "Reason for closing: lost, stolen, fraud_suspected, damaged, no_longer_needed, or account_closing")]),
    "order_debit_card_5739": (
        "Order a new debit card for a customer's checking account.",
        [("account_id", "string", True, "The checking account ID to link the debit card to"),
         ("user_id", "string", True, "The customer's unique identifier"),
         ("delivery_option", "string", True, "Shipping speed: STANDARD, EXPEDITED, or RUSH"),
         ("delivery_fee", "number", True, "Fee to charge for delivery in dollars"),
         ("card_design", "string", True, "Card design: CLASSIC, PREMIUM, or CUSTOM"),
         ("design_fee", "number", True, "Fee to charge for card design in dollars"),
         ("shipping_address", "string", True, "Full shipping address for card delivery"),
         ("excess_replacement_fee", "number", False, "Fee for exceeding replacement limit, if applicable")]),
    "file_credit_card_transaction_dispute_4829": (
        "File a formal dispute for a credit card transaction.",
        [("transaction_id", "string", True, "The unique identifier for the transaction being disputed"),
         ("card_action", "string", True, "Flag indicating the card's status. Must be one of: 'keep_active' (card remains active, dispute only), 'cancel_and_reissue' (card is being cancelled and replaced). This is for record-keeping only and does NOT order a replacement card."),
         ("card_last_4_digits", "string", True, "Last 4 digits of the credit card number"),
         ("full_name", "string", True, "Full legal name of the cardholder"),
         ("user_id", "string", True, "The user's unique identifier in the system"),
         ("phone", "string", True, "Contact phone number"),
         ("email", "string", True, "Contact email address"),
         ("address", "string", True, "Contact mailing address"),
         ("contacted_merchant", "boolean", True, "Whether the user attempted to resolve the issue with the merchant first"),
         ("purchase_date", "string", True, "Date when the purchase was made, format MM/DD/YYYY"),
         ("issue_noticed_date", "string", True, "Date when the user noticed the issue, format MM/DD/YYYY"),
         ("dispute_reason", "string", True, "Reason for the dispute. Must be one of: 'unauthorized_fraudulent_charge', 'duplicate_charge', 'incorrect_amount', 'goods_services_not_received', 'goods_services_not_as_described', 'canceled_subscription_still_charging', 'refund_never_processed'"),
         ("resolution_requested", "string", True, "Resolution being requested. Must be one of: 'full_refund', 'partial_refund'"),
         ("eligible_for_provisional_credit", "boolean", True, "Whether the user is eligible for provisional credit"),
         ("partial_refund_amount", "number", False, "Amount requested for partial refund (required only if resolution_requested is 'partial_refund')")]),
    "get_closure_reason_history_8293": (
        "Retrieve the closure reason history for a specific credit card account.",
        [("credit_card_account_id", "string", True, "The credit card account ID to check for previous closure attempts")]),
    "log_credit_card_closure_reason_4521": (
        "Log the reason why a customer wants to close their credit card account.",
        [("credit_card_account_id", "string", True, "The credit card account ID the customer wants to close"),
         ("user_id", "string", True, "The user's unique identifier in the system"),
         ("closure_reason", "string", True, "Reason for closure. Must be one of: 'annual_fee', 'not_using_card', 'found_better_card', 'unhappy_with_rewards', 'simplifying_finances', 'negative_experience', 'other'")]),
})


def _sim_unfreeze(self, card_id):
    c = self.T("debit_cards").get(card_id)
    if c is None:
        return f"Error: Debit card '{card_id}' not found."
    if c.get("status") == "ACTIVE":
        return f"Error: Debit card '{card_id}' is already active."
    if c.get("status") != "FROZEN":
        return (f"Error: Debit card '{card_id}' cannot be unfrozen. Current status: {c.get('status')}. Only FROZEN "
                f"cards can be unfrozen.")
    acc = self.T("accounts").get(c.get("account_id"))
    if acc is not None and acc.get("status") != "OPEN":
        return (f"Error: The linked checking account '{c.get('account_id')}' is no longer open. Card cannot be "
                f"unfrozen.")
    c["status"] = "ACTIVE"
    c["unfrozen_date"] = TODAY
    return "\n".join(["Debit Card Unfrozen Successfully", f"Card ID: {card_id}", "Status: ACTIVE",
                      f"Unfrozen Date: {TODAY}", "", "The card is now active and ready to use immediately.",
                      "All transactions will process normally."])


def _sim_close_debit(self, card_id, reason):
    valid = ["lost", "stolen", "fraud_suspected", "damaged", "no_longer_needed", "account_closing"]
    if reason.lower() not in valid:
        return f"Error: Invalid reason. Must be one of: {valid}"
    reason = reason.lower()
    c = self.T("debit_cards").get(card_id)
    if c is None:
        return f"Error: Debit card '{card_id}' not found."
    if c.get("status") not in ["ACTIVE", "PENDING"]:
        return (f"Error: Debit card '{card_id}' cannot be closed. Current status: {c.get('status')}. Only ACTIVE or "
                f"PENDING cards can be closed.")
    prev = c.get("status")
    c["status"] = "CLOSED"
    c["closed_date"] = TODAY
    c["closure_reason"] = reason
    parts = ["Debit Card Closed Successfully", f"Card ID: {card_id}", f"Previous Status: {prev}", "New Status: CLOSED",
             f"Closure Reason: {reason.replace('_', ' ').title()}", f"Closure Date: {TODAY}", ""]
    if reason in ["lost", "stolen", "fraud_suspected"]:
        parts.append("IMPORTANT: This card has been immediately deactivated for security.")
        parts.append("Any pending transactions may still be processed.")
        if reason == "fraud_suspected":
            parts.append("Please advise the customer to review recent transactions and file disputes for any unauthorized charges.")
            parts.append("Also recommend changing their online banking password.")
    parts.append("")
    parts.append("Note: This card cannot be reactivated. If the customer needs a new card, they can order one through the standard ordering process.")
    parts.append("Any recurring payments linked to this card will need to be updated with new payment information.")
    return "\n".join(parts)


def _sim_order_debit(self, account_id, user_id, delivery_option, delivery_fee, card_design, design_fee,
                     shipping_address, excess_replacement_fee=None):
    excess_replacement_fee = float(excess_replacement_fee or 0)
    delivery_fee = float(delivery_fee)
    design_fee = float(design_fee)
    if delivery_option.upper() not in ["STANDARD", "EXPEDITED", "RUSH"]:
        return "Error: Invalid delivery_option. Must be one of: ['STANDARD', 'EXPEDITED', 'RUSH']"
    delivery_option = delivery_option.upper()
    if card_design.upper() not in ["CLASSIC", "PREMIUM", "CUSTOM"]:
        return "Error: Invalid card_design. Must be one of: ['CLASSIC', 'PREMIUM', 'CUSTOM']"
    card_design = card_design.upper()
    acc = self.T("accounts").get(account_id)
    if acc is None:
        return f"Error: Account '{account_id}' not found."
    if acc.get("class") != "checking":
        return (f"Error: Debit cards can only be ordered for checking accounts. Account '{account_id}' is a "
                f"{acc.get('class')} account.")
    if acc.get("status") != "OPEN":
        return f"Error: Account must be OPEN. Account '{account_id}' has status: {acc.get('status')}"
    if acc.get("user_id") != user_id:
        return f"Error: Account '{account_id}' does not belong to user '{user_id}'."
    cur = float(str(acc.get("current_holdings", "0")).replace(",", ""))
    if cur < 25.0:
        return f"Error: Account must have a minimum balance of $25. Current balance: ${cur:.2f}"
    for o in self.T("debit_card_orders").values():
        if o.get("account_id") == account_id and o.get("status") == "PENDING":
            return f"Error: There is already a pending debit card order for account '{account_id}'."
    if sum(1 for c in self.T("debit_cards").values() if c.get("account_id") == account_id and c.get("status") == "ACTIVE") >= 1:
        return (f"Error: Account '{account_id}' already has an active debit card. Maximum 1 active card per checking "
                f"account.")
    total = delivery_fee + design_fee + excess_replacement_fee
    if total > 0 and cur < total:
        return f"Error: Insufficient funds for fees. Total fees: ${total:.2f}. Current balance: ${cur:.2f}"
    expected = {"STANDARD": "7-10 business days", "EXPEDITED": "3-5 business days", "RUSH": "1-2 business days"}[delivery_option]
    oid = "dcord_" + _did(f"debit_card_order:{account_id}:{user_id}:{delivery_option}", 12)
    self.T("debit_card_orders")[oid] = dict(order_id=oid, account_id=account_id, user_id=user_id,
                                            delivery_option=delivery_option, card_design=card_design,
                                            shipping_address=shipping_address, delivery_fee=delivery_fee,
                                            design_fee=design_fee, excess_replacement_fee=excess_replacement_fee,
                                            total_fee=total, order_date=TODAY, expected_delivery=expected,
                                            status="PENDING")
    if total > 0:
        acc["current_holdings"] = f"{cur - total:.2f}"
    card_id = "dbc_" + _did(f"debit_card:{account_id}:{user_id}:{TODAY}", 12)
    parts = ["Debit Card Order Confirmed", f"Order ID: {oid}", f"Card ID: {card_id}", f"Linked Account: {account_id}",
             f"Delivery Option: {delivery_option}", f"Card Design: {card_design}",
             f"Shipping Address: {shipping_address}", f"Expected Delivery: {expected}", "",
             "Note: Card will arrive with status PENDING. Customer must call to activate after receiving the card."]
    if total > 0:
        fd = []
        if delivery_fee > 0:
            fd.append(f"Delivery: ${delivery_fee}")
        if design_fee > 0:
            fd.append(f"Design: ${design_fee}")
        if excess_replacement_fee > 0:
            fd.append(f"Excess Replacement: ${excess_replacement_fee:.0f}")
        parts.append(f"Total Fees: ${total:.2f} ({', '.join(fd)}) - CHARGED to account {account_id}")
        parts.append(f"New Account Balance: ${cur - total:.2f}")
    else:
        parts.append("Total Fees: $0 (No additional charges)")
    return "\n".join(parts)


def _sim_file_cc_dispute(self, transaction_id, card_action, card_last_4_digits, full_name, user_id, phone, email,
                         address, contacted_merchant, purchase_date, issue_noticed_date, dispute_reason,
                         resolution_requested, eligible_for_provisional_credit, partial_refund_amount=None):
    if card_action not in ["keep_active", "cancel_and_reissue"]:
        return "Error: Invalid card_action. Must be one of: ['keep_active', 'cancel_and_reissue']"
    reasons = ["unauthorized_fraudulent_charge", "duplicate_charge", "incorrect_amount", "goods_services_not_received",
               "goods_services_not_as_described", "canceled_subscription_still_charging", "refund_never_processed"]
    if dispute_reason not in reasons:
        return f"Error: Invalid dispute_reason. Must be one of: {reasons}"
    if resolution_requested not in ["full_refund", "partial_refund"]:
        return "Error: Invalid resolution_requested. Must be one of: ['full_refund', 'partial_refund']"
    if resolution_requested == "partial_refund" and partial_refund_amount is None:
        return "Error: partial_refund_amount is required when resolution_requested is 'partial_refund'."
    did = "dsp_" + _did(f"dispute:{user_id}:{transaction_id}", 12)
    if did in self.T("transaction_disputes"):
        return "Error: Dispute may have already been filed for this transaction."
    self.T("transaction_disputes")[did] = dict(dispute_id=did, transaction_id=transaction_id, user_id=user_id,
                                               card_action=card_action, status="SUBMITTED", submitted_at=TODAY,
                                               eligible_for_provisional_credit=eligible_for_provisional_credit)
    parts = ["Credit card transaction dispute filed successfully. A case has been opened and will be reviewed within 10 business days.",
             "", "Executed: file_credit_card_transaction_dispute_4829", f"Dispute ID: {did}",
             f"Transaction: {transaction_id}", f"Reason: {dispute_reason.replace('_', ' ').title()}",
             f"Resolution Requested: {resolution_requested.replace('_', ' ').title()}"]
    if partial_refund_amount:
        parts.append(f"Partial Refund Amount: ${partial_refund_amount:.2f}")
    if eligible_for_provisional_credit:
        parts.append("Provisional Credit: ELIGIBLE - Credit will be applied within 2 business days.")
    else:
        parts.append("Provisional Credit: Not eligible at this time.")
    return "\n".join(parts)


def _sim_closure_history(self, credit_card_account_id):
    res = self.query("credit_card_closure_reasons", credit_card_account_id=credit_card_account_id)
    parts = ["Closure reason history retrieved successfully.", "", "Executed: get_closure_reason_history_8293",
             f"Closure reason history for credit card account {credit_card_account_id}:"]
    parts.append(res if "No records found" not in res else "\nNo closure reason records found for this credit card account.")
    return "\n".join(parts)


def _sim_log_closure(self, credit_card_account_id, user_id, closure_reason):
    valid = ["annual_fee", "not_using_card", "found_better_card", "unhappy_with_rewards", "simplifying_finances",
             "negative_experience", "other"]
    if closure_reason not in valid:
        return f"Error: Invalid closure_reason. Must be one of: {valid}"
    rid = "clsr_" + _did(f"closure_reason:{credit_card_account_id}:{user_id}", 12)
    self.T("credit_card_closure_reasons")[rid] = dict(record_id=rid, credit_card_account_id=credit_card_account_id,
                                                      user_id=user_id, closure_reason=closure_reason,
                                                      logged_at=TODAY, status="LOGGED")
    args = json.dumps({"credit_card_account_id": credit_card_account_id, "user_id": user_id,
                       "closure_reason": closure_reason}, indent=2)
    return (f"Closure reason logged successfully.\n\nExecuted: log_credit_card_closure_reason_4521\nArguments: {args}\n"
            f"Closure reason '{closure_reason}' logged for account {credit_card_account_id}.")


def _sim_close_bank(self, account_id, reason="Customer requested closure", waive_early_closure_fee=False):
    CHK = {"Light Blue Account": (15, 30), "Light Green Account": (15, 30), "Green Fee-Free Account": (15, 30),
           "Blue Account": (25, 60), "Green Account": (25, 60), "Evergreen Account": (50, 90),
           "Bluest Account": (100, 180)}
    acc = self.T("accounts").get(account_id)
    if acc is None:
        return f"Error: Account '{account_id}' not found."
    if acc.get("status") == "CLOSED":
        return f"Error: Account '{account_id}' is already closed."
    bal = _bal(acc.get("current_holdings", acc.get("balance", 0)))
    fee = 0.0
    if not waive_early_closure_fee and acc.get("class") == "checking" and acc.get("level") in CHK:
        f, w = CHK[acc["level"]]
        age = (NOW - datetime.strptime(acc.get("date_opened"), "%m/%d/%Y")).days
        if age < w:
            if bal < f:
                return "Error: Account unable to be closed."
            fee = f
    if bal - fee != 0:
        return f"Error: Account balance must be $0.00 before closing. Current balance: ${bal:.2f}"
    acc["status"] = "CLOSED"
    acc["date_closed"] = TODAY
    acc["closure_reason"] = reason
    acc["early_closure_fee_waived"] = waive_early_closure_fee
    return (f"Bank account closed successfully!\n  - Account ID: {account_id}\n  - Account Type: "
            f"{acc.get('account_type', 'N/A')}\n  - Account Class: {acc.get('account_class', 'N/A')}\n  - Status: CLOSED\n"
            f"  - Date Closed: {TODAY}\n  - Reason: {reason}\n  - Early Closure Fee Waived: "
            f"{'Yes' if waive_early_closure_fee else 'No'}")


def _user_card_last4(self, credit_card_account_id):
    h = hashlib.sha256(f"card_last4:{credit_card_account_id}".encode()).hexdigest()
    return "".join(c for c in h if c.isdigit())[:4].ljust(4, "0")


Sim._unfreeze_debit_card_3893 = _sim_unfreeze
Sim._close_debit_card_4721 = _sim_close_debit
Sim._order_debit_card_5739 = _sim_order_debit
Sim._file_credit_card_transaction_dispute_4829 = _sim_file_cc_dispute
Sim._get_closure_reason_history_8293 = _sim_closure_history
Sim._log_credit_card_closure_reason_4521 = _sim_log_closure
Sim._close_bank_account_7392 = _sim_close_bank
Sim.user_get_card_last_4_digits = _user_card_last4
