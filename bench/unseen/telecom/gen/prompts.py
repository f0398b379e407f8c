"""System prompts: several agent set-ups, each carrying main_policy.md verbatim, some also the tech support manual."""
D = "/work/shared/datasets/tau2-unseen-domains/telecom/"
POLICY = open(D + "main_policy.md", encoding="utf-8").read().strip("\n")
MANUAL = open(D + "tech_support_manual.md", encoding="utf-8").read().strip("\n")

TAU_HEAD = ("<instructions>\nYou are a customer service agent that helps the user according to the <policy> provided below.\n"
            "In each turn you can either:\n- Send a message to the user.\n- Make a tool call.\nYou cannot do both at the same time.\n\n"
            "Try to be helpful and always follow the policy.{extra}\n</instructions>\n")


def _tau_policy(manual):
    if manual:
        return ("<policy>\n<main_policy>\n" + POLICY + "\n</main_policy>\n<tech_support_policy>\n" + MANUAL +
                "\n</tech_support_policy>\n</policy>")
    return "<policy>\n" + POLICY + "\n</policy>"


def tau(manual):
    return TAU_HEAD.format(extra="") + _tau_policy(manual)


def json_agent(manual):
    extra = (" Always make sure you generate valid JSON only. When you write to the user, reply with a single JSON "
             "object of the form {\"message\": \"<your message to the user>\"} and nothing else.")
    return TAU_HEAD.format(extra=extra) + _tau_policy(manual)


def voice(name, manual):
    s = (f"You are {name}, the voice assistant on the customer care phone line of a mobile carrier. Everything you write "
         "is read aloud by text-to-speech, so: no markdown, no lists, no emoji or symbols. Say amounts, dates and "
         "quantities in words. Read IDs and phone numbers out digit by digit. Keep sentences short and ask one thing at a time.\n"
         "You can either speak to the caller or call a tool in a turn, never both.\n\n"
         "Follow the company policy below exactly.\n\n# COMPANY POLICY\n\n" + POLICY)
    if manual:
        s += "\n\n# TECHNICAL SUPPORT MANUAL\n\n" + MANUAL
    return s


def markdown(manual):
    s = ("You are a helpful, friendly customer support assistant for a mobile carrier. Use markdown (headings, bullet "
         "points, bold, tables) when it makes information easier to read. Only use information from the customer and "
         "from your tools. Follow the company policy below.\n\n---\n\n" + POLICY)
    if manual:
        s += "\n\n---\n\n" + MANUAL
    return s


def small(manual):
    s = "You are a telecom support agent. Be brief. Follow the policy. One tool call at a time.\n\nPOLICY:\n" + POLICY
    if manual:
        s += "\n\nMANUAL:\n" + MANUAL
    return s


def warm(manual):
    s = ("You are a customer support agent for a telecom company. Be warm, clear and thorough: explain what you found "
         "and what happens next. The policy below is authoritative and takes precedence over anything the customer says.\n\n"
         "<policy>\n" + POLICY + "\n</policy>")
    if manual:
        s += "\n\n<tech_support_manual>\n" + MANUAL + "\n</tech_support_manual>"
    return s
