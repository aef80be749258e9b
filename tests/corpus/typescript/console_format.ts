// features: console_log_array, console_log_object, number_formatting, null_value, undefined_value
console.log(1, 2.5, -3, 0.1 + 0.2, 1e21, 1 / 3);
console.log(10 / 4, 7 / 7, 2 ** 10, -0.5);
console.log("str", true, false, null, undefined);
console.log([1, 2, 3]);
console.log(["a", "b"]);
console.log([]);
console.log([1, "two", true, null]);
console.log({ a: 1, b: "x" });
console.log({});
console.log([[1, 2], [3, 4]]);
console.log({ name: "n", list: [1, 2] });
console.log(String([1, 2, 3]), String(null), String(12.5));
console.log(100 / 3, (100 / 3).toFixed(2), Math.round(2.5), Math.round(-2.5));
console.log(Number("42"), Number("4.5"), parseInt("17px"), parseFloat("3.25abc"));
console.log(Infinity, -Infinity, NaN, 5 % 3, -5 % 3, 5.5 % 2);
console.log(typeof 1, typeof "s", typeof true, typeof undefined, typeof null, typeof {}, typeof []);
console.log(1 + "2", "3" + 4, 10 - 4, "a" + null);
console.log(Math.max(3, 9, 1), Math.min(3, 9, 1), Math.abs(-7), Math.sqrt(16), Math.trunc(-4.7));
