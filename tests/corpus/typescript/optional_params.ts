// features: optional_parameter, default_parameter, rest_parameter, spread_element, function_declaration, undefined_value
function greet(name: string, greeting?: string): string {
  if (greeting === undefined) {
    return "Hello, " + name;
  }
  return greeting + ", " + name;
}

function power(base: number, exp: number = 2): number {
  let r = 1;
  for (let i = 0; i < exp; i++) r *= base;
  return r;
}

function sum(...nums: number[]): number {
  let total = 0;
  for (const n of nums) total += n;
  return total;
}

function label(prefix: string, ...parts: string[]): string {
  return prefix + ":" + parts.join("-");
}

interface Options { width?: number; height?: number; title?: string }
function area(o: Options): number {
  const w = o.width ?? 1;
  const h = o.height || 1;
  return w * h;
}

console.log(greet("Ann"));
console.log(greet("Bob", "Hi"));
console.log(power(3), power(2, 10), power(5, 0));
console.log(sum(), sum(1), sum(1, 2, 3, 4));
const arr = [5, 6, 7];
console.log(sum(...arr), sum(1, ...arr, 100));
console.log(label("x"), label("y", "a", "b", "c"));
console.log(area({}), area({ width: 4 }), area({ width: 3, height: 7, title: "t" }));
