// features: namespace_declaration, export_statement, function_declaration, nested_namespace
namespace Geometry {
  export const PI2 = Math.PI * 2;
  export function circumference(r: number): number {
    return PI2 * r;
  }
  export function square(x: number): number {
    return x * x;
  }
  export namespace Units {
    export function cmToInch(cm: number): number {
      return cm / 2.54;
    }
  }
}

namespace Counter {
  let count = 0;
  export function next(): number {
    count++;
    return count;
  }
}

console.log(Geometry.circumference(1).toFixed(4));
console.log(Geometry.square(12));
console.log(Geometry.Units.cmToInch(254));
console.log(Counter.next(), Counter.next(), Counter.next());
