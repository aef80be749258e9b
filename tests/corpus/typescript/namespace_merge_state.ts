// features: namespace_declaration, nested_namespace, export_statement, closure, template_string, update_expression, compound_assignment, console_log_object
// A namespace split over several declarations (as across files): a later
// block reads and writes the state an earlier block exported (tsc's N.x),
// so both blocks see one binding; a parameter or local of the same name
// hides it.
namespace Metrics {
  export let requests = 0;
  export let errors = 0;
  export var lastPath = "";
  export const buckets: number[] = [0, 0, 0];
  export function hit(path: string, ms: number): void {
    requests++;
    lastPath = path;
    buckets[ms < 50 ? 0 : ms < 200 ? 1 : 2]++;
  }
}

namespace Metrics {
  export function fail(path: string): void {
    errors += 1;
    hit(path, 999);
  }
  export function errorRate(): string {
    return requests === 0 ? "n/a" : `${((errors / requests) * 100).toFixed(1)}%`;
  }
  export function reset(): void {
    requests = errors = 0;
    lastPath = "";
    buckets.fill(0);
  }
  // parameters and locals named like the shared state are their own variables
  export function projected(requests: number): number {
    const errors = Math.round(requests * 0.1);
    return requests - errors;
  }
  export function summary(): string {
    const parts = [`req=${requests}`, `err=${errors}`, `last=${lastPath || "-"}`];
    for (const errors of [1, 2]) parts.push(`x${errors}`);
    try {
      throw new Error("probe");
    } catch (lastPath) {
      parts.push(lastPath instanceof Error ? "caught" : "?");
    }
    return parts.join(" ") + ` buckets=${buckets.join("/")}`;
  }
  export const snapshot = () => ({ requests, errors, lastPath });
}

namespace Shop.Cart {
  export let items: string[] = [];
  export let total = 0;
}
namespace Shop.Cart {
  export function add(name: string, price: number): number {
    items = [...items, name];
    total += price;
    return total;
  }
  export function clear(): void {
    items = [];
    total = 0;
  }
}

Metrics.hit("/home", 12);
Metrics.hit("/api", 120);
Metrics.fail("/login");
console.log(Metrics.summary());
console.log(Metrics.errorRate(), Metrics.requests, Metrics.errors, Metrics.lastPath);
console.log(Metrics.snapshot(), Metrics.projected(50));
Metrics.requests = 10; // written from outside: the later block sees it
console.log(Metrics.errorRate(), Metrics.snapshot());
Metrics.reset();
console.log(Metrics.summary(), Metrics.errorRate());

console.log(Shop.Cart.add("tea", 3.5), Shop.Cart.add("mug", 8), Shop.Cart.items, Shop.Cart.total);
Shop.Cart.clear();
console.log(Shop.Cart.items, Shop.Cart.total, Shop.Cart.add("pot", 20));
