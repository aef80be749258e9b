// features: string_methods, while_loop, string_index, number_parsing
function encode(s) {
  let out = "";
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    const n = j - i;
    out += (n > 1 ? n : "") + s[i];
    i = j;
  }
  return out;
}

function decode(s) {
  let out = "";
  let num = "";
  for (const ch of s) {
    if (ch >= "0" && ch <= "9") num += ch;
    else {
      out += ch.repeat(num === "" ? 1 : parseInt(num, 10));
      num = "";
    }
  }
  return out;
}

for (const s of ["", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB", "  hsqq qww  ", "aabbbcccc"]) {
  const e = encode(s);
  console.log(JSON.stringify(s), "->", JSON.stringify(e), decode(e) === s);
}
