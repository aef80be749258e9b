// features: function_declaration, throw, try_catch, error_classes, string_index
function distance(a, b) {
  if (a.length !== b.length) {
    throw new Error("strands must be of equal length");
  }
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) d++;
  }
  return d;
}

const pairs = [["", ""], ["A", "A"], ["G", "T"], ["GGACTGAAATCTG", "GGACTGAAATCTG"],
  ["GGACGGATTCTG", "AGGACGGATTCT"], ["AATG", "AAA"], ["ATA", "AGTG"]];
for (const [a, b] of pairs) {
  try {
    console.log(`${a}/${b}: ${distance(a, b)}`);
  } catch (e) {
    console.log(`${a}/${b}: error: ${e.message}`);
  }
}
