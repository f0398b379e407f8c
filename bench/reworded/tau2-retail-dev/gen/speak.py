"""Helpers to spell numbers, money and ids the way a voice agent reads them."""
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

def words(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return ONES[h] + " hundred" + (" " + words(r) if r else "")
    if n < 1_000_000:
        th, r = divmod(n, 1000)
        return words(th) + " thousand" + (" " + words(r) if r else "")
    raise ValueError(n)

def money(x: float) -> str:
    cents_total = round(x * 100)
    d, c = divmod(cents_total, 100)
    parts = []
    if d:
        parts.append(words(d) + (" dollar" if d == 1 else " dollars"))
    if c:
        parts.append(words(c) + (" cent" if c == 1 else " cents"))
    if not parts:
        return "zero dollars"
    return " and ".join(parts)

def digits(s: str) -> str:
    out = []
    for ch in s:
        if ch.isdigit():
            out.append(ONES[int(ch)])
        elif ch == "#":
            continue
        else:
            out.append(ch)
    return " ".join(out)

if __name__ == "__main__":
    assert money(16.63) == "sixteen dollars and sixty-three cents"
    assert money(0.05) == "five cents"
    assert money(1285.12) == "one thousand two hundred eighty-five dollars and twelve cents"
    assert money(8276.23) == "eight thousand two hundred seventy-six dollars and twenty-three cents"
    assert digits("#W2378156") == "W two three seven eight one five six"
    print("ok")
