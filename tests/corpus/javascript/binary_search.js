// features: function_declaration, while_loop, math, array_literal, throw
function find(array, value) {
  let lo = 0;
  let hi = array.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (array[mid] === value) return mid;
    if (array[mid] < value) lo = mid + 1;
    else hi = mid - 1;
  }
  throw new Error("Value not in array");
}

const data = [1, 3, 4, 6, 8, 9, 11];
for (const v of [6, 1, 11, 3, 9, 7, 0, 13]) {
  try {
    console.log(v, "found at", find(data, v));
  } catch (e) {
    console.log(v, e.message);
  }
}
const big = [1, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 634];
console.log(find(big, 144), find(big, 21));
