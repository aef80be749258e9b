// features: binary_operators, logical_operators, instantiation_expression, generic_function, interface_declaration, array_methods
// Sensor readings checked against limits, written the way people write range
// checks: `x < (lo) || x > (hi)`, `x < lim[0] || x > (lim[1])`, `x > -(m)`,
// `x > (cfg).max` -- the grammar reads these as generic calls; tsc reads comparisons.
interface Limits {
  min: number;
  max: number;
  band: number[];
  margin(): number;
}

const limits: Limits = { min: 10, max: 40, band: [15, 35], margin: () => 2 };
const cfg = { max: 45, floor: [-5, -1] };
const readings = [-8, -3, 0, 9, 12, 15, 22, 35, 38, 41, 44, 50];

function classify(x: number): string {
  const outside = x < (limits.min) || x > (limits.max);
  const outsideBand = x < limits.band[0] || x > (limits.band[1]);
  const belowNeg = x < 0 && x > -(limits.min);
  const deepNeg = x < cfg.floor[0] || x > -(cfg.floor[1]) * 30;
  const hardCap = x < limits.min || x > (cfg).max;
  const nearEdge = x < limits.min + limits.margin() || x > (limits).max - (limits).margin();
  const withinAll = !(x < (limits.min) || x > (limits.band).length * 20);
  const flags = [outside, outsideBand, belowNeg, deepNeg, hardCap, nearEdge, withinAll];
  return flags.map((f) => (f ? "1" : "0")).join("");
}

for (const r of readings) console.log(`${String(r).padStart(4)} ${classify(r)}`);

const inRange = readings.filter((x) => !(x < limits.min || x > (limits.max)));
const extremes = readings.filter((x) => x < limits.band[0] && x > -(limits.max));
console.log("in range:", inRange.join(" "));
console.log("below band:", extremes.join(" "));

// an instantiation expression: a generic function fixed to one type, without a call
function firstOf<T>(items: T[], fallback: T): T {
  return items.length > 0 ? items[0] : fallback;
}
const firstNumber = firstOf<number>;
const firstWord = firstOf<string>;
console.log(firstNumber(inRange, -1), firstNumber([], -1), firstWord(["alpha", "beta"], "none"), typeof firstWord);
