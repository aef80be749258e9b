# features: string_methods, list_comprehension
def abbreviate(words):
    cleaned = words.replace("-", " ").replace("_", " ")
    return "".join(w[0].upper() for w in cleaned.split())

for phrase in ["Portable Network Graphics", "Ruby on Rails", "Complementary metal-oxide semiconductor",
               "Something - I made up from thin air", "The Road _Not_ Taken"]:
    print(abbreviate(phrase))
