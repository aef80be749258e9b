// features: function_declaration, throw_statement, try_statement, error_object, class_declaration, tuple_type
class StrandError extends Error {}

function distance(a: string, b: string): number {
  if (a.length !== b.length) {
    throw new StrandError("strands must be of equal length");
  }
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) d++;
  }
  return d;
}

const pairs: [string, string][] = [
  ["", ""], ["A", "A"], ["G", "T"], ["GGACTGAAATCTG", "GGACTGAAATCTG"],
  ["GGACGGATTCTG", "AGGACGGATTCT"], ["AATG", "AAA"], ["ATA", "AGTG"], ["", "G"],
];
for (const [a, b] of pairs) {
  try {
    console.log(`${a}/${b}: ${distance(a, b)}`);
  } catch (e) {
    if (e instanceof StrandError) {
      console.log(`${a}/${b}: error ${e.message}`);
    } else {
      throw e;
    }
  }
}
