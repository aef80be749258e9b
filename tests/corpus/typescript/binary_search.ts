// features: function_declaration, while_statement, math_object, generic_function, readonly_modifier, array_literal
function binarySearch(arr: readonly number[], target: number): number {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (arr[mid] === target) return mid;
    if (arr[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function search<T>(arr: T[], target: T, less: (a: T, b: T) => boolean): number {
  let lo = 0, hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (less(arr[mid], target)) lo = mid + 1;
    else hi = mid;
  }
  return lo < arr.length && arr[lo] === target ? lo : -1;
}

const data = [1, 3, 4, 6, 8, 9, 11];
for (const t of [6, 1, 11, 9, 7, 0, 13]) {
  console.log(`find ${t}: ${binarySearch(data, t)}`);
}
console.log(binarySearch([], 1), binarySearch([6], 6));
const words = ["apple", "banana", "cherry", "kiwi", "mango"];
console.log(search(words, "kiwi", (a, b) => a < b), search(words, "fig", (a, b) => a < b));
