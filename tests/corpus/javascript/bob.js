// features: string_methods, if_else
function hey(message) {
  const m = message.trim();
  if (m === "") return "Fine. Be that way!";
  const question = m.endsWith("?");
  const hasLetters = m.toLowerCase() !== m.toUpperCase();
  const yelling = hasLetters && m === m.toUpperCase();
  if (question && yelling) return "Calm down, I know what I'm doing!";
  if (question) return "Sure.";
  if (yelling) return "Whoa, chill out!";
  return "Whatever.";
}

const inputs = ["Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "FCECDFCAAB", "Does this cryogenic chamber make me look fat?",
  "You are, what, like 15?", "fffbbcbeab?", "Hi there!", "It's OK if you don't want to go work for NASA.",
  "WHAT'S GOING ON?", "1, 2, 3 GO!", "1, 2, 3", "4?", "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!",
  "I HATE THE DENTIST", "Ending with ? means a question.", ":) ?", "Wait! Hang on. Are you going to be OK?", "",
  "          ", "\t\t\t\t\t\t\t\t\t\t", "Okay if like my  spacebar  quite a bit?   "];
for (const s of inputs) console.log(hey(s));
