// features: enum_declaration, keyof_type, generic_function, regex, string_methods, array_methods
// Several exercism exercises solved in one file, checked against their canonical cases.
function acronym(phrase: string): string {
  return phrase
    .replace(/_/g, " ")
    .split(/[\s-]+/)
    .filter((w) => /[a-z]/i.test(w))
    .map((w) => w.replace(/[^a-z']/gi, "")[0].toUpperCase())
    .join("");
}

const ALPHA = "abcdefghijklmnopqrstuvwxyz";
function atbash(text: string, decode = false): string {
  const mapped = [...text.toLowerCase()]
    .filter((c) => /[a-z0-9]/.test(c))
    .map((c) => (ALPHA.includes(c) ? ALPHA[25 - ALPHA.indexOf(c)] : c))
    .join("");
  return decode ? mapped : mapped.match(/.{1,5}/g)?.join(" ") ?? "";
}

function convertBase(digits: number[], from: number, to: number): number[] {
  if (from < 2) throw new Error("input base must be >= 2");
  if (to < 2) throw new Error("output base must be >= 2");
  if (digits.some((d) => d < 0 || d >= from)) throw new Error("all digits must satisfy 0 <= d < input base");
  let value = digits.reduce((acc, d) => acc * from + d, 0);
  if (value === 0) return [0];
  const out: number[] = [];
  while (value > 0) {
    out.unshift(value % to);
    value = Math.floor(value / to);
  }
  return out;
}

enum Allergen {
  eggs = 1,
  peanuts = 2,
  shellfish = 4,
  strawberries = 8,
  tomatoes = 16,
  chocolate = 32,
  pollen = 64,
  cats = 128,
}

class Allergies {
  constructor(private readonly score: number) {}
  allergicTo(item: keyof typeof Allergen): boolean {
    return (this.score & Allergen[item]) !== 0;
  }
  list(): string[] {
    return Object.keys(Allergen)
      .filter((k) => isNaN(Number(k)))
      .filter((k) => this.allergicTo(k as keyof typeof Allergen));
  }
}

function isArmstrong(n: number): boolean {
  const ds = String(n).split("").map(Number);
  return ds.reduce((s, d) => s + d ** ds.length, 0) === n;
}

function anagrams(word: string, candidates: string[]): string[] {
  const key = (w: string) => w.toLowerCase().split("").sort().join("");
  return candidates.filter((c) => c.toLowerCase() !== word.toLowerCase() && key(c) === key(word));
}

let passed = 0;
let failed = 0;
function check<T>(name: string, actual: T, expected: T): void {
  const ok = JSON.stringify(actual) === JSON.stringify(expected);
  ok ? passed++ : failed++;
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${ok ? "" : `: got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`}`);
}

check("acronym basic", acronym("Portable Network Graphics"), "PNG");
check("acronym hyphen", acronym("Complementary metal-oxide semiconductor"), "CMOS");
check("acronym punct", acronym("Something - I made up from thin air"), "SIMUFTA");
check("acronym apostrophe", acronym("Halley's Comet"), "HC");
check("acronym underscore", acronym("The Road _Not_ Taken"), "TRNT");
check("atbash encode", atbash("Testing,1 2 3, testing."), "gvhgr mt123 gvhgr mt");
check("atbash long", atbash("The quick brown fox jumps over the lazy dog."), "gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt");
check("atbash decode", atbash("gvhgr mt123 gvhgr mt", true), "testing123testing");
check("base binary", convertBase([1, 0, 1, 0, 1, 0], 2, 10), [4, 2]);
check("base 97", convertBase([3, 46, 60], 97, 73), [6, 10, 45]);
check("base zero", convertBase([0, 0, 0], 10, 2), [0]);
for (const [digits, from, to] of [[[1], 1, 10], [[2], 2, 10], [[1], 2, 1]] as [number[], number, number][]) {
  try {
    convertBase(digits, from, to);
  } catch (e) {
    console.log(`error: ${(e as Error).message}`);
  }
}
check("allergies 5", new Allergies(5).list(), ["eggs", "shellfish"]);
check("allergies 509", new Allergies(509).list(), ["eggs", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]);
check("allergic cats", new Allergies(255).allergicTo("cats"), true);
check("armstrong", [0, 5, 10, 153, 100, 9474, 9475, 9926315].map(isArmstrong), [true, true, false, true, false, true, false, true]);
check("anagrams", anagrams("master", ["stream", "pigeon", "maters", "Master"]), ["stream", "maters"]);
check("deliberate", anagrams("BANANA", ["Banana"]), ["banana"]);
console.log(`${passed} passed, ${failed} failed`);
