// features: async_await, class_declaration, arrow_function, template_string, destructuring
// An order service on promises: async methods, timers standing in for I/O,
// Promise.all/allSettled/race, error handling and node's microtask order.
const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));

class Inventory {
  constructor(stock) {
    this.stock = new Map(Object.entries(stock));
  }
  async reserve(sku, qty) {
    await delay(10);
    const have = this.stock.get(sku) ?? 0;
    if (have < qty) throw new Error(`out of stock: ${sku} (have ${have}, need ${qty})`);
    this.stock.set(sku, have - qty);
    return { sku, qty };
  }
}

class Payments {
  constructor() {
    this.charged = [];
  }
  async charge(orderId, amount) {
    await delay(amount > 100 ? 50 : 20);
    this.charged.push(orderId);
    return `receipt-${orderId}`;
  }
}

const inventory = new Inventory({ apple: 5, pear: 1, plum: 10 });
const payments = new Payments();
const PRICES = { apple: 3, pear: 40, plum: 2 };

async function placeOrder(id, lines) {
  console.log(`order ${id}: start`);
  const reserved = await Promise.all(lines.map(([sku, qty]) => inventory.reserve(sku, qty)));
  const total = reserved.reduce((sum, { sku, qty }) => sum + PRICES[sku] * qty, 0);
  const receipt = await payments.charge(id, total);
  console.log(`order ${id}: paid ${total} (${receipt})`);
  return total;
}

async function main() {
  const results = await Promise.allSettled([
    placeOrder(1, [["apple", 2], ["plum", 3]]),
    placeOrder(2, [["pear", 2]]),
    placeOrder(3, [["pear", 1], ["apple", 3]]),
  ]);
  for (const [i, r] of results.entries()) {
    console.log(i + 1, r.status, r.status === "fulfilled" ? r.value : r.reason.message);
  }
  console.log("charged:", payments.charged.join(","));
  console.log("left:", JSON.stringify(Object.fromEntries(inventory.stock)));
  const winner = await Promise.race([delay(30, "cache"), delay(5, "memory")]);
  console.log("fastest lookup:", winner);
  try {
    await placeOrder(4, [["kiwi", 1]]);
  } catch (err) {
    console.log("order 4 failed:", err.message);
  }
  return "done";
}

console.log("before main");
main().then((r) => console.log("main:", r));
Promise.resolve("a").then((v) => console.log("microtask", v));
setTimeout(() => console.log("timer 0"), 0);
console.log("after main");
