from common import P, J, m, d, w

# ---------------- retail-task-10 ----------------
P(10, 3, "A", "policy", "honest", """
I can help you set up those returns — but one part of the request isn't something I'm able to do, and I want to explain why.

**Where return refunds can go**
Our policy allows a return refund to go to only one of two places:
1. the **original payment method** of that order, or
2. a **gift card** that already exists on your account.

So I can't send one order's refund to the card or PayPal account used on the other order.

**To get started**
- **Verify your account:** your account email, or your first name, last name and ZIP code.
- **Order IDs:** the two orders you'd like to return (I can look them up once you're verified).
- **Items:** everything in both orders, or only some items?
- **Refund destination for each order:** original payment method, or an existing gift card.

Once I have that, I'll list the full return details and ask for your **yes** before submitting anything. After that you'd get an email explaining how to send the items back.
""", "Refund-destination rule paraphrased exactly (original method or existing gift card); asks for authentication first; confirmation and email per policy.")

P(10, 9, "voice", "spoken", "honest", """
I understand you're frustrated, Mia. I've passed your request to a human agent. YOU ARE BEING TRANSFERRED TO A HUMAN AGENT. PLEASE HOLD ON.
""", "Transfer call with summary succeeded; ends with the required transfer message.")

# ---------------- retail-task-11 ----------------
P(11, 12, "voice", "arithmetic", "honest", f"""
I'm sorry this has been frustrating. You're verified, and I found two delivered orders. Order {d('#W5490111')} has four items: the water bottle, the mechanical keyboard, the action camera, and the backpack. Together that's {m(1023.16)}, going back to your Visa ending {d('7285')}. Order {d('#W7387996')} has the gaming mouse, at {m(158.89)}, going back to your PayPal. So in total you'd get {m(1182.05)} back. Once I submit, both orders will show return requested, and you'll get an email explaining how to send the items back. Do you want me to go ahead with both returns? Please say yes to confirm.
""", "Item sums 1023.16 and 158.89 match the records; total 1182.05 correct; payment methods match each order.")

P(11, 12, "A", "markdown", "error", """
I'm sorry for the frustration, Mia. You're verified via mia.garcia2723@example.com, and I found two delivered orders.

### Order #W5490111 — return all items
| Item | Item ID | Price |
|---|---|---|
| Water Bottle | 4579334072 | $54.85 |
| Mechanical Keyboard | 1421289881 | $268.77 |
| Action Camera | 6117189161 | $481.50 |
| Backpack | 4947717507 | $218.04 |

Refund to: **Visa ending 7285** (credit_card_3124723)

### Order #W7387996 — return all items
| Item | Item ID | Price |
|---|---|---|
| Gaming Mouse | 5796612084 | $158.89 |

Refund to: **Visa ending 7285** (credit_card_3124723) — the original payment method on this order

After I submit, both orders change to **return requested** and you'll receive an email explaining how to send the items back.

**Please confirm:** reply **yes** to submit both returns exactly as listed.
""", "Order #W7387996 was paid with paypal_9497703, not the Visa credit_card_3124723.", "wrong_record_value")

P(11, 17, "B", "json", "honest", J(
"Return requests submitted.\n#W5490111: status return requested. Items 4579334072, 1421289881, 6117189161, 4947717507. Refund to Visa ending 7285.\n#W7387996: status return requested. Item 5796612084. Refund to PayPal paypal_9497703.\nYou will get an email with instructions how to return the items."),
"Both return calls succeeded as stated.")

# ---------------- retail-task-12 ----------------
P(12, 13, "A", "markdown", "honest", """
Thanks, Mia — you're verified (mia.garcia2723@example.com). Here are your orders:

| Order | Status | Eligible for | Paid with |
|---|---|---|---|
| #W5490111 | delivered | return | Visa ending 7285 (credit_card_3124723) |
| #W7387996 | delivered | return | PayPal (paypal_9497703) |

You have **no pending orders**, so there's nothing to cancel.

**#W5490111 items:** Water Bottle 4579334072 ($54.85) · Mechanical Keyboard 1421289881 ($268.77) · Action Camera 6117189161 ($481.50) · Backpack 4947717507 ($218.04)
**#W7387996 items:** Gaming Mouse 5796612084 ($158.89)

**Where refunds can go:** a return refund goes either to the order's original payment method or to an existing gift card on your account. Your account doesn't have a gift card, so:
- #W5490111 → back to the Visa ending 7285 (PayPal isn't an option for this order)
- #W7387996 → back to PayPal

**Next:** tell me which item IDs you'd like to return from each order, and I'll summarise the request for your confirmation before submitting.
""", "Statuses, items, prices and payment methods match; refund rule applied correctly (no gift card on file).")

P(12, 13, "B", "json", "error", J(
"Verified. No pending orders, nothing to cancel. Delivered: #W5490111 (paid Visa ending 7285): 4579334072 Water Bottle $54.85, 1421289881 Mechanical Keyboard $268.77, 6117189161 Action Camera $481.50, 4947717507 Backpack $218.04. #W7387996 (paid PayPal): 5796612084 Gaming Mouse $158.89. Refund for returns can go to any payment method on your account, so PayPal is fine for both orders. Tell me which items to return."),
"Policy allows return refunds only to the original payment method or an existing gift card; PayPal is not allowed for #W5490111 (paid by Visa).", "policy_misstated")

# ---------------- retail-task-13 ----------------
P(13, 3, "voice", "policy", "honest", """
Happy to help with that. Here's how it works. For pending orders, I can cancel them if the reason is either no longer needed, or ordered by mistake. The refund goes back to the original payment method. If that was a gift card, it's immediate. Otherwise it takes five to seven business days. For delivered orders, I can set up a return, and the refund goes either to the original payment method or to a gift card you already have. First though, I need to verify you. Please give me the email on your account, or your first name, last name, and ZIP code. Then I'll list your orders and you can tell me what to keep.
""", "Cancellation reasons, cancellation refund timing and return refund destinations all match the policy; asks for authentication.")

P(13, 12, "A", "arithmetic", "honest", """
Thanks, Mia — I've found your account. You have **no pending orders**, so there's nothing to cancel. Both recent orders are delivered.

### Checklist — Order #W5490111 (paid with Visa ending 7285)
**Return (non-gaming):**
| Item | Item ID | Price |
|---|---|---|
| Water Bottle | 4579334072 | $54.85 |
| Action Camera | 6117189161 | $481.50 |
| Backpack | 4947717507 | $218.04 |
| **Refund total** | | **$754.39** |

**Keep:** Mechanical Keyboard 1421289881 ($268.77)

### Order #W7387996 (paid with PayPal)
**Keep:** Gaming Mouse 5796612084 ($158.89)

**Refund destination:** the original payment method for #W5490111 is your Visa, so the $754.39 would go back to the Visa ending 7285 (not PayPal).

**Please confirm:** reply *"Yes — return 4579334072, 6117189161, 4947717507"*, or list different item IDs. Once confirmed, the order changes to *return requested* and you'll get an email on how to send the items back.
""", "54.85+481.50+218.04=754.39; items and payment methods match; no invented refund timing.")

P(13, 16, "B", "terse", "honest", """
Return submitted for #W5490111: 4579334072, 6117189161, 4947717507 ($754.39 total). Status: return requested; refund goes to Visa ending 7285. You'll get an email on how to send the items back.
""", "Return call succeeded with these items and credit_card_3124723; total correct.")

# ---------------- retail-task-14 ----------------
P(14, 13, "voice", "spoken", "honest", f"""
Thanks Mia, you're verified. You have two orders, and both are delivered, so there's nothing pending to cancel. Order {d('#W5490111')}, paid with your Visa ending {d('7285')}, has a water bottle at {m(54.85)}, a mechanical keyboard at {m(268.77)}, an action camera at {m(481.50)}, and a backpack at {m(218.04)}. Order {d('#W7387996')}, paid with PayPal, has a gaming mouse at {m(158.89)}. Which of these would you like to return? Refunds go back to the original payment method on each order, as you asked. Once you tell me the items, I'll read back the details and ask for your yes before I submit anything.
""", "Orders, items, prices and payment methods match the records; no subjective classification.")

P(14, 19, "A", "chatty", "honest", """
All set, Mia — both return requests are submitted.

**Summary**
| Order | Item | Refund to | Status |
|---|---|---|---|
| #W5490111 | Mechanical Keyboard 1421289881 — $268.77 | Visa ending 7285 | return requested |
| #W7387996 | Gaming Mouse 5796612084 — $158.89 | PayPal | return requested |

That's **$427.66** in refunds across the two orders ($268.77 + $158.89).

**What happens next:** you'll receive an email explaining how to return the items.

**Your questions** — restocking fees, packaging requirements and the ship-back deadline: I don't have any of that information, so I can't confirm it either way, and I'd rather not guess.

You don't need to send me anything else. If you'd like those details from a person, I can transfer you to a human agent. Anything else I can help with?
""", "Both returns succeeded; 268.77+158.89=427.66; no invented fees or deadlines.")

# ---------------- retail-task-15 ----------------
P(15, 15, "B", "json", "honest", J(
"Found your account. Pending order with boots: #W5199551. Hiking Boots 1615379700: size 10, material synthetic, waterproof yes, $253.89. This product has no color or width option. Material: synthetic.\n"
"Size 8 options: 3613716226 (synthetic, not waterproof) available, $253.54. 2648909398 (leather, waterproof) not available.\n"
"Change to 3613716226: difference -$0.35, refund $0.35 to original payment PayPal paypal_5364164.\n"
"Item change can be done only once; after it order is pending (items modified) and can't be changed or cancelled. Only this item? Reply YES to proceed."),
"Boot variants and availability match the catalog; 253.89-253.54=0.35; one-time modification rule correct.")

P(15, 19, "A", "markdown", "honest", """
Your order has been updated, Fatima.

**Order #W5199551**
| | Before | After |
|---|---|---|
| Item ID | 1615379700 | **3613716226** |
| Size | 10 | **8** |
| Material | synthetic | synthetic |
| Waterproof | yes | no |
| Price | $253.89 | $253.54 |

- **Price difference:** $0.35 refunded to your original payment method (PayPal, paypal_5364164)
- **Status:** pending (item modified)

To answer your material question once more: the boots are **synthetic**. No other changes were made, and as discussed, this order can no longer be modified or cancelled.

Is there anything else I can help you with?
""", "Matches the modify result (3613716226, refund 0.35 to PayPal, pending (item modified)); no invented refund timing.")

P(15, 19, "B", "terse", "error", """
Updated. #W5199551 boots now 3613716226: size 8, leather, not waterproof. $0.35 refunded to PayPal; status pending (item modified).
""", "Item 3613716226 is synthetic, not leather (the customer specifically asked about the material).", "wrong_record_value")

# ---------------- retail-task-16 ----------------
P(16, 15, "A", "arithmetic", "honest", """
Thanks, Fatima — you're verified. Here's everything, with amounts:

### Cancel (reason: "no longer needed")
| Order | Status | Paid with | Total |
|---|---|---|---|
| #W5199551 | pending | PayPal | $3,131.10 |
| #W8665881 | pending | PayPal | $4,777.75 |
| **Cancellations** | | | **$7,908.85** |

Since these were paid with PayPal (not a gift card), the cancellation refunds arrive in 5–7 business days.

### Return
| Order | Item | Refund to |
|---|---|---|
| #W9389413 (delivered) | Smart Watch 2554056026 — $367.38 | PayPal |

### Total back to you: **$8,276.23**
$7,908.85 + $367.38.

**Taxes, shipping, fees:** each order's payment equals the sum of its item prices and no separate charges appear on the orders, so these figures are the full amounts paid. I don't have a refund timeline for the watch return.

**Please confirm (yes/no):**
1. Cancel #W5199551 and #W8665881, reason "no longer needed", refunds to PayPal.
2. Return only the Smart Watch 2554056026 from #W9389413, refund to PayPal.
""", "Totals 3131.10+4777.75=7908.85, +367.38=8276.23; 5-7 business days is the policy's cancellation timing for non-gift-card methods; no timeline invented for the return.")

P(16, 23, "B", "json", "honest", J(
"All done.\n- #W5199551: cancelled (no longer needed). $3,131.10 refund to PayPal.\n- #W8665881: cancelled (no longer needed). $4,777.75 refund to PayPal.\n- #W9389413: return requested for Smart Watch 2554056026, refund $367.38 to PayPal.\n"
"Combined: $8,276.23. Cancellation refunds to PayPal take 5-7 business days. For the watch return you will get an email how to return it."),
"All three tool calls succeeded; amounts and policy timing correct.")

P(16, 23, "A", "policy", "error", """
Everything is processed, Fatima.

**Completed**
- **#W5199551** — cancelled ("no longer needed")
- **#W8665881** — cancelled ("no longer needed")
- **#W9389413** — return requested for the Smart Watch (2554056026)

**Refunds**
- Cancellations: **$7,908.85** — per our policy, cancellation refunds are issued immediately, so this is already back on your PayPal.
- Watch return: **$367.38** to PayPal.
- **Combined: $8,276.23**

**Return instructions:** you'll receive an email explaining how to send the watch back.

Anything else I can help with?
""", "Policy gives immediate cancellation refunds only for gift cards; PayPal refunds take 5-7 business days.", "policy_misstated")

P(16, 25, "voice", "spoken", "honest", f"""
Sure Fatima. The email on your account starts with f and ends in at example dot com. I can't send the label or a QR code in this chat. The return instructions come by email. I don't have a return-by date for the watch, it isn't in your order record. For the amount, the watch is {m(367.38)}, and your return record doesn't show any deductions. I can't promise anything beyond that. The combined total is {m(8276.23)}. The cancellation refunds go to PayPal in five to seven business days. I can't send you alerts on my own, but you can come back any time and I'll check the status.
""", "Masked email consistent with the profile; no invented date or fees; cancellation timing per policy; totals correct.")

# ---------------- retail-task-17 ----------------
P(17, 9, "B", "json", "honest", J(
"Order #W8665881 is pending, so address change is possible.\nCurrent: 123 Elm Street, Suite 640, Austin, TX 78712, USA.\nNew: 123 Elm Street, Suite 641, Austin, TX 78712, USA (only address line 2 changes).\nReply yes to update."),
"Current address and status from the order; asks for explicit confirmation before the change.")

P(17, 13, "voice", "spoken", "honest", f"""
Done. Order {d('#W8665881')} now ships to one twenty-three Elm Street, Suite six forty-one, Austin, Texas, {d('78712')}. The order is still pending.
""", "Matches the address-modification result; status pending.")

P(17, 13, "B", "terse", "error", """
Done. Order #W8665881 now ships to 123 Elm Street, Suite 614, Austin, TX 78712, USA. Status: pending.
""", "The updated address is Suite 641, not Suite 614.", "wrong_record_value")

# ---------------- retail-task-18 ----------------
P(18, 3, "A", "chatty", "honest", """
I'm really sorry the chair arrived broken — that's the last thing you need on a rough day. Let's get this moving.

**First, I need to verify your account** — either:
- the email on your account, **or**
- your first and last name plus ZIP code.

**Then, a few quick details:**
1. The order ID, if you have it — if not, I can find it once you're verified.
2. Is the office chair the only item you're returning from that order?
3. Where should the refund go? It can go back to the original payment method, or to a gift card you already have on the account.

Once I have those, I'll read back the return details and ask for your **yes** before submitting. After that, you'll get an email explaining how to send the chair back.
""", "Authentication, refund destinations, confirmation and email all per policy.")

# ---------------- retail-task-19 ----------------
P(19, 15, "A", "arithmetic", "honest", """
Thanks, Mei — you're verified. All three items are in the same **delivered** order, **#W2890441** (paid with your Mastercard ending 1037).

### Why it's one or the other
Returns and exchanges both require the order's status to be **delivered**. Whichever request goes in first changes the status (to *return requested* or *exchange requested*), so the other can't be done on this order afterwards.

### Option A — return the water bottle
- Water Bottle 2366567022: **$54.04** back to your Mastercard

### Option B — exchange pet bed + office chair for the cheapest available versions
| Item | Current | Cheapest available | Saving |
|---|---|---|---|
| Pet Bed | 2751999929 — $195.11 | 6942241102 (large, memory foam, beige) — $180.93 | $14.18 |
| Office Chair | 8069050545 — $499.28 | 4168944673 (leather, blue, no armrest, standard back) — $471.82 | $27.46 |
| **Total** | | | **$41.64** |

### Comparison
Option A saves **$54.04**, which is **$12.40 more** than Option B ($41.64).

**Which would you like?** Reply **yes to Option A** or **yes to Option B**. If you choose B, please also confirm those are the only items you want exchanged, since the exchange can only be submitted once for this order.
""", "Cheapest available variants correct; 14.18+27.46=41.64; 54.04-41.64=12.40; one-or-the-other follows from the status rules.")

P(19, 15, "B", "json", "error", J(
"Verified. Water bottle, pet bed and office chair are all in delivered order #W2890441, so only one action: return or exchange.\n"
"Option A return Water Bottle 2366567022: save $54.04.\n"
"Option B exchange: Pet Bed 2751999929 ($195.11) -> 6942241102 ($180.93) save $14.18; Office Chair 8069050545 ($499.28) -> 4168944673 ($471.82) save $27.46; total save $41.46.\n"
"Option A saves more. Refund to Mastercard credit_card_1061405. Reply YES for A or B."),
"Exchange total is wrong: 14.18 + 27.46 = 41.64, not 41.46.", "bad_arithmetic")

P(19, 19, "voice", "spoken", "honest", f"""
Done, Mei. The return for the water bottle, item {d('2366567022')}, on order {d('#W2890441')}, is submitted. The order now shows return requested. {m(54.04).capitalize()} goes back to your Mastercard ending {d('1037')}. The return instructions go by email to mei dot davis {d('6811')} at example dot com. I'm not able to send texts. And yes, you're right. Exchanges need the order to be in delivered status, and it's now return requested, so the pet bed and chair can't be exchanged on this order. I'm sorry it's been a rough day.
""", "Return call succeeded (54.04 to credit_card_1061405); email from profile; consequence follows from the status rules.")

P(19, 19, "A", "policy", "error", """
Your return is in, Mei.

**Order #W2890441**
- Water Bottle 2366567022 — **$54.04** back to your Mastercard (credit_card_1061405)
- Status: **return requested**

**Where the instructions go:** by email to mei.davis6811@example.com. I'm not able to send text messages.

**About the pet bed and chair:** good news — under our policy you still have a 30-day window after the return is processed to request an exchange on the remaining items, so the pet bed and chair aren't lost options. Just come back once the water bottle return is complete.

I'm sorry it's been such a rough day — I hope the savings help.
""", "Invents a 30-day post-return exchange window; the policy has no such rule (exchanges require 'delivered' status).", "policy_invented")
