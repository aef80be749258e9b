// features: enum_declaration, switch_statement, const_enum, function_declaration
enum Color {
  Red = "RED",
  Green = "GREEN",
  Blue = "BLUE",
}

const enum Level {
  Low = 1,
  Mid = 5,
  High = 10,
}

function describe(c: Color): string {
  switch (c) {
    case Color.Red:
      return "warm";
    case Color.Green:
    case Color.Blue:
      return "cool";
  }
}

function score(l: Level): number {
  return l * 2;
}

const all: Color[] = [Color.Red, Color.Green, Color.Blue];
for (const c of all) {
  console.log(c, describe(c));
}
console.log(score(Level.Low), score(Level.Mid), score(Level.High));
console.log(Color.Green === "GREEN");
