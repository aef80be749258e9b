export function square(x) { return x * x; }
export const CONST = 42;
