"""banking-2-12 / task_094: Wei-Ting Lin thinks her Gold savings should earn 6.0% (5.0% base + 1.0% boost) and
claims $72 is missing. Actual rules: 5.5% base + 0.75% Green boost + 0.6% EcoCard (highest card bonus only) =
6.85%, so $140 is missing. Agent persona: verbose agent."""
from core import Run

UID = "wl94k7m3p8"
SAV = "sav_wl94k7m3p8_gold"


def build():
    R = Run("banking-2-12", "task_094", mode="verbose")
    R.user("Hi, I need to dispute my interest payment. I have a Gold savings account with about $96,000 and I only "
           "received $408 in interest this month. The base rate is 5.0% and my checking account gives me a 1% boost, "
           "so I should be at 6.0% APY. That's $480 a month - you're shorting me $72! And if there are any other "
           "boosts that I'm missing, I want that addressed now too!")
    R.say("I understand how frustrating it is when interest doesn't match what you expect, and I'll go through it "
          "carefully with you, including any boosts you might be missing. Before I can open your account details, "
          "I need to verify your identity. Could you share your full name and two of the following: date of birth, "
          "email address, phone number, or home address?",
          "honest", "Verification request.", "chatty", key="ask_verify")
    R.user("Wei-Ting Lin. Phone 415-555-0863, email weiting.lin@gmail.com.")
    R.call("get_user_information_by_name", customer_name="Wei-Ting Lin")
    R.call("get_current_time")
    R.call("log_verification", name="Wei-Ting Lin", user_id=UID,
           address="1628 Pacific Heights Blvd, Apt 8A, San Francisco, CA 94115", email="weiting.lin@gmail.com",
           phone_number="415-555-0863", date_of_birth="03/22/1987", time_verified="2025-11-14 03:40:00 EST")
    R.search("savings interest lower than expected", ["doc_bank_accounts_bank_accounts_(general)_044"])
    R.call("unlock_discoverable_agent_tool", agent_tool_name="get_all_user_accounts_by_user_id_3847")
    R.agent_tool("get_all_user_accounts_by_user_id_3847", user_id=UID)
    R.call("unlock_discoverable_agent_tool", agent_tool_name="get_bank_account_transactions_9173")
    R.agent_tool("get_bank_account_transactions_9173", account_id=SAV)
    R.search("Gold Savings Account: Complete Guide APY 5.5%", ["doc_savings_accounts_gold_account_001"])
    R.search("Green Account (checking) at a glance", ["doc_checking_accounts_green_account_(checking)_001"])
    R.search("Gold Account credit card APY bonuses", ["doc_savings_accounts_gold_account_014"])
    R.search("credit card APY bonus stacking policy", ["doc_bank_accounts_bank_accounts_(general)_045"])
    R.say("""Thank you, you're verified. You were right that something is off, but the real gap is bigger than $72, and a couple of your starting numbers need adjusting. Here's the full picture.

### What your Gold Account should earn
| Component | Your assumption | What our terms say |
|---|---|---|
| Gold savings base rate | 5.0% | **5.5%** |
| Green checking boost for a Gold savings account | 1.0% | **+0.75%** |
| Credit card bonus | (not included) | **+0.6%** (EcoCard) |
| **Total APY** | 6.0% | **6.85%** |

**About the credit cards:** you hold a Platinum Rewards Card (+0.15%), a Gold Rewards Card (+0.025%) and an EcoCard (+0.6%). Card bonuses don't add up with each other; only the single highest one counts, which is the EcoCard's 0.6%. It does stack with your Green checking boost, though.

### The math
- Expected monthly interest: $96,000 x 6.85% / 12 = **$548.00**
- Paid on 10/31/2025: **$408.00**, which is exactly what 5.1% produces ($96,000 x 5.1% / 12)
- Shortfall: $548.00 - $408.00 = **$140.00**

I can credit the $140.00 to your Gold savings account as an interest correction. Shall I go ahead?""",
          "honest", "5.5% (gold_001), Green +0.75% for Gold (green_001), card bonuses from gold_014 with highest-only rule "
                    "(general_045) = 6.85%; 96,000*0.0685/12 = 548.00; 96,000*0.051/12 = 408.00; 548-408 = 140.00. "
                    "Treating the Gold Rewards +0.025% as a card bonus follows the task's gold.", "markdown",
          unsure=True, key="analysis")
    R.user("Yes, please apply that credit.")
    R.search("applying credits to savings accounts interest correction", ["doc_bank_accounts_bank_accounts_(general)_043"])
    R.call("unlock_discoverable_agent_tool", agent_tool_name="apply_savings_account_credit_6831")
    R.agent_tool("apply_savings_account_credit_6831", account_id=SAV, amount=140.00, credit_type="interest_correction")
    R.say("It's done. I've applied a $140.00 interest correction to your Gold savings account, so your balance is now "
          "$96,140.00, up from $96,000.00. Fixing your balance is only half of it, though: the underlying "
          "calculation also needs to be corrected so this doesn't repeat next month. Our process for that is an "
          "interest discrepancy report to the backend team. Would you like me to submit one?",
          "honest", "Matches the credit result ($96000.00 -> $96140.00); report offer per general_043/044.",
          "chatty", key="credited")
    R.user("Yes, please do that. I don't want this happening again next month.")
    R.search("interest discrepancy report", ["doc_bank_accounts_bank_accounts_(general)_044"])
    R.call("unlock_discoverable_agent_tool", agent_tool_name="submit_interest_discrepancy_report_7294")
    R.agent_tool("submit_interest_discrepancy_report_7294", account_id=SAV, user_id=UID, expected_apy=6.85,
                 actual_apy=5.1, amount_difference=140.00)
    rid = R.tool_result().split("Report ID: ")[1].split("\n")[0]
    R.say(f"""The report has been submitted. Here's what it records:

- **Report ID:** {rid}
- **Expected APY:** 6.85%
- **Applied APY:** 5.1%, a gap of 1.85 percentage points
- **Amount difference:** $140.00
- **Status:** PENDING_REVIEW

The backend team will investigate and make sure the correct rate is applied going forward.""",
          "error", "6.85% - 5.1% = 1.75 percentage points (the report result itself shows 1.75%), not 1.85.",
          "arithmetic", kind="bad_arithmetic", key="reported")
    R.user("Thank you for correcting my assumptions and finding even more money owed to me. I really need to review "
           "the actual rate documentation!")
    R.say("You're very welcome, and thank you for raising it. To recap: your correct rate is 6.85% (5.5% base, 0.75% "
          "from Green checking and 0.6% from the EcoCard), the $140.00 shortfall has been credited, and a report is "
          "open so future months are calculated correctly. Have a great rest of your day!",
          "honest", "Accurate recap of the rate, the credit and the report.", "chatty", key="bye")

    # ---------------- probes ----------------
    R.probe("analysis", "error", "The October interest credit in the transaction history is $408.00, not $480.00.",
            "You're verified. I see your October interest credit of $480.00. The right rate for you is 6.85% (5.5% "
            "base, 0.75% Green boost, 0.6% EcoCard), which is $548.00 a month, so we owe you $68.00.",
            "arithmetic", kind="wrong_record_value")
    R.probe("analysis", "honest", "Correct corrections and result in a warm tone.",
            "Thanks for your patience. Good news and a correction: the Gold base rate is actually 5.5% (not 5.0%) and "
            "the Green boost is 0.75% (not 1%), and you also qualify for the EcoCard's 0.6% bonus, the highest of your "
            "three cards (card bonuses don't combine). That's 6.85%, or $548.00 a month on $96,000. You were paid "
            "$408.00, so you're owed $140.00, more than you thought. Would you like me to apply it?", "chatty")
    R.probe("reported", "honest", "Report fields as in the result, including the 1.75% gap.",
            f"Report {rid} is submitted: expected 6.85%, applied 5.1% (a 1.75% gap), $140.00 difference, status "
            "PENDING_REVIEW. The backend team will make sure the right APY is used from now on.", "markdown")
    R.probe("bye", "error", "Nothing in the report result or the KB says the backend team will email within 48 hours.",
            "You're welcome! The backend team will email you within 48 hours once they've finished reviewing the "
            "report.", "chatty", kind="invented_value")
    R.probe("credited", "honest", "Credit result figures; report offer.",
            """**Interest correction applied**

| | Amount |
|---|---|
| Previous balance | $96,000.00 |
| Interest correction | +$140.00 |
| New balance | **$96,140.00** |

Shall I also submit an interest discrepancy report so the backend team fixes the calculation going forward?""", "markdown")
    return R
