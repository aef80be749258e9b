// features: switch, string_index, while_loop, recursion, throw, try_catch
function tokenize(src) {
  const tokens = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " ") {
      i++;
    } else if (c >= "0" && c <= "9") {
      let j = i;
      while (j < src.length && ((src[j] >= "0" && src[j] <= "9") || src[j] === ".")) j++;
      tokens.push({ type: "num", value: parseFloat(src.slice(i, j)) });
      i = j;
    } else if ("+-*/()".includes(c)) {
      tokens.push({ type: "op", value: c });
      i++;
    } else {
      throw new SyntaxError(`unexpected '${c}' at ${i}`);
    }
  }
  return tokens;
}

function evaluate(src) {
  const tokens = tokenize(src);
  let pos = 0;
  const peek = () => tokens[pos];
  function primary() {
    const t = tokens[pos++];
    if (!t) throw new Error("unexpected end");
    if (t.type === "num") return t.value;
    if (t.value === "-") return -primary();
    if (t.value === "(") {
      const v = expr();
      pos++;
      return v;
    }
    throw new Error("unexpected " + t.value);
  }
  function term() {
    let v = primary();
    while (peek() && (peek().value === "*" || peek().value === "/")) {
      const op = tokens[pos++].value;
      const r = primary();
      switch (op) {
        case "*": v *= r; break;
        case "/": v /= r; break;
      }
    }
    return v;
  }
  function expr() {
    let v = term();
    while (peek() && (peek().value === "+" || peek().value === "-")) {
      const op = tokens[pos++].value;
      v = op === "+" ? v + term() : v - term();
    }
    return v;
  }
  return expr();
}

for (const e of ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4", "2 * (3 + 4) - -1", "1 / 0", "7 - 2 - 1", "3 $ 4", "(1 +"]) {
  try {
    console.log(e, "=", evaluate(e));
  } catch (err) {
    console.log(e, "->", err.name + ": " + err.message);
  }
}
