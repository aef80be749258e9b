// features: function_declaration, string_methods, if_statement, logical_operators, const_declaration
function hey(message: string): string {
  const trimmed = message.trim();
  const isSilent = trimmed === "";
  const isQuestion = trimmed.endsWith("?");
  const hasLetters = trimmed.toUpperCase() !== trimmed.toLowerCase();
  const isYelling = hasLetters && trimmed === trimmed.toUpperCase();
  if (isSilent) return "Fine. Be that way!";
  if (isYelling && isQuestion) return "Calm down, I know what I'm doing!";
  if (isYelling) return "Whoa, chill out!";
  if (isQuestion) return "Sure.";
  return "Whatever.";
}

const inputs = [
  "Tom-ay-to, tom-aaaah-to.",
  "WATCH OUT!",
  "FCECDFCAAB",
  "Does this cryogenic chamber make me look fat?",
  "You are, what, like 15?",
  "fffbbcbeab?",
  "Hi there!",
  "It's OK if you don't want to go work for NASA.",
  "WHAT'S GOING ON?",
  "1, 2, 3 GO!",
  "1, 2, 3",
  "4?",
  "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!",
  "I HATE THE DENTIST",
  "Ending with ? means a question.",
  ":) ?",
  "",
  "          ",
  "Okay if like my  spacebar  quite a bit?   ",
];
for (const m of inputs) console.log(hey(m));
