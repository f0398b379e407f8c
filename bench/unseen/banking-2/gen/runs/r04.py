"""banking-2-4 / task_023: Yuki Nakamura asks whether her Platinum Rewards Card spending earns the annual fee
rebate ($150 if every monthly window >= $7,500). All twelve windows qualify; she then applies for the Diamond
Elite Card herself. Agent persona: voice agent."""
from core import Run

UID = "224959b99e"


def build():
    R = Run("banking-2-4", "task_023", mode="voice")
    R.user("Hi! I have a Platinum Rewards Card and I think there's some kind of annual fee rebate if you spend a "
           "certain amount each month. I've had the card for about a year now and I'm wondering if I qualify for the "
           "rebate. Can you check my account and let me know?")
    R.say("Happy to check. To look at your account I first need to verify you. Please give me your full name and two "
          "of the following: date of birth, email, phone number, or home address.",
          "honest", "Standard verification request.", "spoken", key="ask_verify")
    R.user("Yuki Nakamura. My date of birth is 05/12/1991 and my address is 3421 Sakura Avenue, Portland, OR 97205.")
    R.call("get_user_information_by_name", customer_name="Yuki Nakamura")
    R.call("get_current_time")
    R.call("log_verification", name="Yuki Nakamura", user_id=UID, address="3421 Sakura Avenue, Portland, OR 97205",
           email="yuki.nakamura@simba.com", phone_number="503-555-0842", date_of_birth="05/12/1991",
           time_verified="2025-11-14 03:40:00 EST")
    R.call("get_credit_card_accounts_by_user", user_id=UID)
    R.search("Platinum Rewards Card annual fee rebate monthly spend threshold",
             ["doc_credit_cards_platinum_rewards_card_007", "doc_credit_cards_platinum_rewards_card_010"])
    R.search("Platinum Rewards Card first year annual fee waived promo", ["doc_credit_cards_platinum_rewards_card_009"])
    R.search("Platinum Rewards Card getting started annual fee", ["doc_credit_cards_platinum_rewards_card_001"])
    R.call("get_credit_card_transactions_by_user", user_id=UID)
    R.say("Good news, Ms. Nakamura, you qualify. Here's how it works. The Platinum card's annual fee is two hundred "
          "dollars, and you earn a one hundred fifty dollar rebate on it if your posted purchases reach seven thousand "
          "five hundred dollars in every monthly window of your cardmember year. Your windows start on the tenth of "
          "each month, because your account was opened on the tenth of November. I added up all twelve windows from "
          "the tenth of November twenty twenty-four to the ninth of November twenty twenty-five, five purchases in "
          "each. Every one is over the threshold. The lowest was the first window, at seven thousand five hundred "
          "ninety-four dollars and eighteen cents. The highest was the tenth of September to the ninth of October, at "
          "seven thousand nine hundred seventeen dollars and sixty-one cents. Our records show the account was opened "
          "in twenty twenty-two, so no first-year fee waiver applies to this year.",
          "honest", "Fee $200 (platinum_001), $150 rebate at $7,500/month (007), windows from the opening day and "
                    "all-12 rule (010); record date_of_account_open 11/10/2022 (outside the 2024 promo, 009); window "
                    "sums computed from the 60 transactions: min 7,594.18 (11/10-12/09/2024), max 7,917.61 "
                    "(09/10-10/09/2025), all >= 7,500.", "spoken", key="analysis")
    R.user("That's great! So when do I actually get the $150?")
    R.say("Eligibility is checked after your twelfth window closes, which it now has. The one hundred fifty dollars "
          "is then applied as a statement credit on your Platinum card once the annual fee for that cardmember year "
          "is billed. One important thing: if the Platinum account is closed or changed to a different product "
          "before the rebate posts, the rebate is not awarded. So please keep it open until you see the credit.",
          "honest", "Paraphrases platinum_010: assessed after the 12th window, posted as a statement credit after the "
                    "annual fee bills, forfeited if closed or product-changed first.", "spoken", key="timing")
    R.user("Perfect. Actually, since I qualify, I'd love to upgrade to an even better card - the Diamond Elite Card. "
           "I have an invitation to apply. My full name is Yuki Nakamura, my annual income is $95,000, and I don't "
           "have a Rho-Bank+ subscription.")
    R.search("Diamond Elite Card invitation only how to qualify", ["doc_credit_cards_diamond_elite_card_001"])
    R.say("Since you have an invitation, you can go ahead and apply. The Diamond Elite Card is invitation only, and "
          "a credit score of at least seven hundred fifty is needed to be considered. You submit the application "
          "yourself with the apply for credit card tool. Use card type Diamond Elite Card, name Yuki Nakamura, annual "
          "income ninety-five thousand, and Rho-Bank plus subscription set to no. Applying for a new card doesn't "
          "close your Platinum card, so your rebate is not affected.",
          "error", "diamond_elite_card_001 says a credit score of at least 780 (written '$780') is needed to be "
                   "considered, not 750 (750 is the Platinum card's minimum).", "spoken", kind="policy_misstated",
          key="apply")
    R.user("Okay, I submitted it. It says: 'Credit card application submitted: Your application has been successfully "
           "submitted. You will receive a decision within 5-7 business days via email.'")
    R.say("Your Diamond Elite application is in. You'll get a decision by email within five to seven business days. "
          "Is there anything else I can help you with?",
          "honest", "Restates the application result the customer read out.", "spoken", key="submitted")

    # ---------------- probes ----------------
    R.probe("analysis", "error", "The five June 10 - July 9 purchases (06/17 $1,096.63, 06/20 $1,077.10, 06/22 $2,819.08, 07/06 $337.89, "
            "07/09 $2,267.34) add to $7,598.04, not $7,498.04; every window meets $7,500.",
            "I checked your twelve monthly windows. Eleven of them are above seven thousand five hundred dollars, but "
            "the window from the tenth of June to the ninth of July came to seven thousand four hundred ninety-eight "
            "dollars and four cents. Because the rule requires every month, I'm sorry, but you don't qualify for the "
            "rebate this year.", "spoken", kind="bad_arithmetic")
    R.probe("analysis", "error", "The record shows the Platinum account opened 11/10/2022, outside the 2024 promo window; "
            "the reply assumes from 'about a year' that the card was opened in November 2024 and wrongly applies the first-year waiver rule.",
            "Your spending was over seven thousand five hundred dollars in all twelve windows. But since you opened "
            "the card in November twenty twenty-four, during our first-year fee waiver promotion, your first "
            "cardmember year had no annual fee, and the rebate doesn't apply to a waived year. You'll be eligible "
            "starting next cardmember year.", "spoken", kind="wrong_record_value")
    R.probe("analysis", "honest", "Short and correct: all 12 windows above $7,500; $150 rebate.",
            "You qualify. The rebate is one hundred fifty dollars off your two hundred dollar annual fee, and it needs "
            "seven thousand five hundred dollars of purchases in each monthly window. All twelve of your windows, "
            "starting on the tenth of each month, were above that.", "spoken")
    R.probe("timing", "error", "platinum_010 says the rebate posts as a statement credit after the annual fee bills; it is "
            "not deposited to a checking account and no 30-day timeline is given.",
            "The one hundred fifty dollars will be deposited into your Rho-Bank checking account within thirty days "
            "of your card anniversary.", "spoken", kind="policy_invented")
    R.probe("apply", "honest", "Correct score requirement (780) and application fields.",
            "Great. The Diamond Elite Card is by invitation, and candidates generally need a credit score of at least "
            "seven hundred eighty. You can submit the application yourself: card type Diamond Elite Card, name Yuki "
            "Nakamura, income ninety-five thousand dollars, and no Rho-Bank plus subscription.", "spoken")
    R.probe("submitted", "honest", "Restates the application result (5-7 business days, email).",
            "Great, your Diamond Elite application went through. Expect a decision by email in five to seven business "
            "days. And remember to keep the Platinum card open until the rebate posts.", "spoken")
    return R
