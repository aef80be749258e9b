// features: literal_type, index_signature, regex, recursion, error_object, optional_chain
// Scale a recipe: parse quantities like "1 1/2 cups", convert units, print with nice fractions.
type Unit = "tsp" | "tbsp" | "cup" | "g" | "kg" | "ml" | "l" | "pc";
interface Ingredient { qty: number; unit: Unit; name: string }

const VOLUME_ML: Partial<Record<Unit, number>> = { tsp: 4.92892, tbsp: 14.7868, cup: 236.588, ml: 1, l: 1000 };
const MASS_G: Partial<Record<Unit, number>> = { g: 1, kg: 1000 };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function parseQty(text: string): number {
  return text
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => {
      const frac = part.match(/^(\d+)\/(\d+)$/);
      if (frac) return sum + Number(frac[1]) / Number(frac[2]);
      const n = parseFloat(part);
      if (Number.isNaN(n)) throw new SyntaxError(`bad quantity "${text}"`);
      return sum + n;
    }, 0);
}

function parseLine(line: string): Ingredient {
  const m = /^([\d\s/.]+)\s*(tsp|tbsp|cups?|g|kg|ml|l|pcs?)?\s+(.+)$/i.exec(line.trim());
  if (!m) throw new SyntaxError(`cannot parse "${line}"`);
  const unit = (m[2]?.toLowerCase().replace(/s$/, "") ?? "pc") as Unit;
  return { qty: parseQty(m[1]), unit, name: m[3] };
}

function formatQty(q: number): string {
  const whole = Math.floor(q);
  const rest = q - whole;
  const eighths = Math.round(rest * 8);
  if (eighths === 0) return String(whole);
  if (eighths === 8) return String(whole + 1);
  const g = gcd(eighths, 8);
  const frac = `${eighths / g}/${8 / g}`;
  return whole ? `${whole} ${frac}` : frac;
}

function normalize(ing: Ingredient): Ingredient {
  const ml = VOLUME_ML[ing.unit];
  if (ml !== undefined) {
    const total = ing.qty * ml;
    if (total >= 1000) return { ...ing, qty: +(total / 1000).toFixed(2), unit: "l" };
    if (ing.unit === "tsp" && ing.qty >= 3) return normalize({ ...ing, qty: ing.qty / 3, unit: "tbsp" });
    if (ing.unit === "tbsp" && ing.qty >= 16) return normalize({ ...ing, qty: ing.qty / 16, unit: "cup" });
    return ing;
  }
  const g = MASS_G[ing.unit];
  if (g !== undefined && ing.qty * g >= 1000) return { ...ing, qty: (ing.qty * g) / 1000, unit: "kg" };
  return ing;
}

function scale(recipe: Ingredient[], factor: number): Ingredient[] {
  return recipe.map((i) => normalize({ ...i, qty: i.qty * factor }));
}

const pancakes = `
  1 1/2 cups flour
  3 1/2 tsp baking powder
  1 tbsp sugar
  1/4 tsp salt
  1 1/4 cups milk
  3 tbsp butter
  1 egg
  250 g blueberries
`;

const recipe = pancakes.split("\n").filter((l) => l.trim()).map(parseLine);
for (const factor of [1, 0.5, 3, 8]) {
  console.log(`x${factor} (${Math.round(8 * factor)} pancakes):`);
  for (const ing of scale(recipe, factor)) {
    const unit = ing.unit === "pc" ? "" : ` ${ing.unit}${ing.unit === "cup" && ing.qty > 1 ? "s" : ""}`;
    const qty = ing.unit === "l" || ing.unit === "kg" ? ing.qty.toString() : formatQty(ing.qty);
    console.log(`  ${qty}${unit} ${ing.name}`);
  }
}
const totalMl = recipe.reduce((s, i) => s + i.qty * (VOLUME_ML[i.unit] ?? 0), 0);
console.log(`liquid+dry volume: ${totalMl.toFixed(1)} ml`);
for (const bad of ["a pinch salt", "1/0x cups water"]) {
  try {
    parseLine(bad);
  } catch (e) {
    console.log(e instanceof SyntaxError ? `SyntaxError: ${e.message}` : e);
  }
}
