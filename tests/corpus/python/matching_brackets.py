# features: list, dictionary, for_statement, return_statement
def is_paired(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in text:
        if ch in "([{":
            stack.append(ch)
        elif ch in pairs:
            if not stack or stack.pop() != pairs[ch]:
                return False
    return len(stack) == 0

for case in ["[]", "[[", "{[()]}", "{[)][]}", "(((185 + 223.85) * 15) - 543)/2", ""]:
    print(repr(case), is_paired(case))
