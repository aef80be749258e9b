// features: throw, error_classes, uncaught_exception
function parse(text) {
  const n = Number(text);
  if (Number.isNaN(n)) throw new TypeError(`not a number: ${text}`);
  return n;
}

console.log(parse("12") + parse("30"));
console.log("about to fail");
parse("forty");
console.log("never printed");
