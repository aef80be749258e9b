# features: default_parameter, string_methods, if_statement
def two_fer(name="you"):
    return f"One for {name}, one for me."

def response(hey):
    s = hey.strip()
    if not s:
        return "Fine. Be that way!"
    shouting = s.upper() == s and any(c.isalpha() for c in s)
    question = s.endswith("?")
    if shouting and question:
        return "Calm down, I know what I'm doing!"
    if shouting:
        return "Whoa, chill out!"
    if question:
        return "Sure."
    return "Whatever."

print(two_fer(), two_fer("Alice"))
for line in ["Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "Does this cryogenic chamber make me look fat?",
             "WHAT'S GOING ON?", "   ", "1, 2, 3", "4?"]:
    print(response(line))
