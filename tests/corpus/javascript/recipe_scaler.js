// features: object_literal, spread, destructuring, array_methods, in_operator, template_string, console_log, for_of
const recipe = {
  name: 'Pancakes',
  serves: 4,
  ingredients: [
    { item: 'flour', qty: 1.5, unit: 'cup' },
    { item: 'milk', qty: 1.25, unit: 'cup' },
    { item: 'egg', qty: 1, unit: '' },
    { item: 'sugar', qty: 2, unit: 'tbsp' },
    { item: 'baking powder', qty: 3.5, unit: 'tsp' },
    { item: 'salt', qty: 0.25, unit: 'tsp' },
  ],
};

const FRACTIONS = [[0, ''], [0.125, '⅛'], [0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾'], [1, '']];

function pretty(q) {
  const whole = Math.floor(q);
  const frac = q - whole;
  let best = FRACTIONS[0];
  for (const f of FRACTIONS) if (Math.abs(f[0] - frac) < Math.abs(best[0] - frac)) best = f;
  const w = best[0] === 1 ? whole + 1 : whole;
  return `${w || ''}${best[1]}` || '0';
}

const TSP_PER = { tsp: 1, tbsp: 3, cup: 48 };
function normalizeUnit(qty, unit) {
  if (!(unit in TSP_PER)) return [qty, unit];
  const tsp = qty * TSP_PER[unit];
  if (tsp >= 48 / 4) return [tsp / 48, 'cup'];
  if (tsp >= 3) return [tsp / 3, 'tbsp'];
  return [tsp, 'tsp'];
}

function scale(r, servings) {
  const factor = servings / r.serves;
  return {
    ...r,
    serves: servings,
    ingredients: r.ingredients.map(({ item, qty, unit }) => {
      const [q, u] = normalizeUnit(qty * factor, unit);
      return { item, qty: Math.round(q * 1000) / 1000, unit: u };
    }),
  };
}

for (const n of [4, 2, 6, 1, 10]) {
  const s = scale(recipe, n);
  console.log(`--- ${s.name} for ${s.serves} (x${(n / recipe.serves).toFixed(2)}) ---`);
  for (const { item, qty, unit } of s.ingredients) {
    const amount = pretty(qty);
    const u = unit && (qty > 1 && unit === 'cup' ? 'cups' : unit);
    console.log(`${amount.padStart(4)} ${(u || '').padEnd(5)}${item}${unit === '' && qty > 1 ? 's' : ''}`);
  }
}
const shopping = scale(recipe, 12).ingredients.filter(i => i.unit === 'cup');
console.log(shopping);
console.log(JSON.stringify(scale(recipe, 3).ingredients.slice(0, 2)));
console.log(Object.entries(TSP_PER).map(([k, v]) => `${k}=${v}`).join(', '), structuredClone(recipe).ingredients.length);
