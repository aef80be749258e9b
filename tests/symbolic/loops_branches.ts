// symbolic-check: unknowns=./inventory.readQty(),./inventory.rate() overflow=none
import { loadCart, readQty, rate, more } from "./inventory";

interface Item { price: number; }
const cart: { items: Item[] } = loadCart();
const x: number = readQty();
const y: number = rate();
if (x > 5) {
  if (x < 3) console.log("impossible");
  console.log("big");
}
if (x >= 0 && y >= 0 && x + y === 10 && x - y === 4) console.log("hit");
let total = 0;
for (const item of cart.items) total += item.price;
console.log("after-list-loop");
let n = 0;
while (more()) n++;
console.log("after-while");
console.log("end");
