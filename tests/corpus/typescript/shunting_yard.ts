// features: const_enum, generator_function, regex, switch_statement, interface_declaration, index_signature, tuple_type, try_statement, non_null_assertion
const enum TokKind { Num, Ident, Op, LParen, RParen, End }

interface Token { kind: TokKind; text: string; pos: number }

const KIND_NAMES: Record<TokKind, string> = {
  [TokKind.Num]: "NUM", [TokKind.Ident]: "ID", [TokKind.Op]: "OP",
  [TokKind.LParen]: "(", [TokKind.RParen]: ")", [TokKind.End]: "END",
};

function* tokenize(src: string): Generator<Token> {
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    const start = i;
    if (/[0-9.]/.test(ch)) {
      while (i < src.length && /[0-9.]/.test(src[i])) i++;
      yield { kind: TokKind.Num, text: src.slice(start, i), pos: start };
    } else if (/[A-Za-z_]/.test(ch)) {
      while (i < src.length && /\w/.test(src[i])) i++;
      yield { kind: TokKind.Ident, text: src.slice(start, i), pos: start };
    } else if ("+-*/^%".includes(ch)) {
      i++;
      yield { kind: TokKind.Op, text: ch, pos: start };
    } else if (ch === "(" || ch === ")") {
      i++;
      yield { kind: ch === "(" ? TokKind.LParen : TokKind.RParen, text: ch, pos: start };
    } else {
      throw new SyntaxError(`unexpected '${ch}' at ${i}`);
    }
  }
  yield { kind: TokKind.End, text: "", pos: src.length };
}

const PREC: { [op: string]: [number, "L" | "R"] } = { "+": [1, "L"], "-": [1, "L"], "*": [2, "L"], "/": [2, "L"], "%": [2, "L"], "^": [3, "R"] };

function toRpn(src: string): string[] {
  const out: string[] = [], ops: string[] = [];
  for (const t of tokenize(src)) {
    switch (t.kind) {
      case TokKind.Num: case TokKind.Ident: out.push(t.text); break;
      case TokKind.Op: {
        const [p, assoc] = PREC[t.text];
        while (ops.length) {
          const top = ops[ops.length - 1];
          if (top === "(") break;
          const [tp] = PREC[top];
          if (tp > p || (tp === p && assoc === "L")) out.push(ops.pop()!); else break;
        }
        ops.push(t.text);
        break;
      }
      case TokKind.LParen: ops.push("("); break;
      case TokKind.RParen:
        while (ops.length && ops[ops.length - 1] !== "(") out.push(ops.pop()!);
        if (!ops.pop()) throw new SyntaxError(`unbalanced ')' at ${t.pos}`);
        break;
      case TokKind.End:
        while (ops.length) { const o = ops.pop()!; if (o === "(") throw new SyntaxError("unbalanced '('"); out.push(o); }
    }
  }
  return out;
}

for (const src of ["1 + 2 * 3", "(a + b) * c - 4 / d", "2 ^ 3 ^ 2", "x % 7 + (y", "3 $ 4", "price * (1 + rate) ^ years"]) {
  try {
    console.log(src.padEnd(28), "=>", toRpn(src).join(" "));
  } catch (e) {
    console.log(src.padEnd(28), "!!", (e as SyntaxError).name, (e as Error).message);
  }
}
console.log([...tokenize("f(x1, 2.5)".replace(",", ""))].map(t => `${KIND_NAMES[t.kind]}:${t.text}`).join(" "));
