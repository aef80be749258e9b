// features: function_declaration, recursion, map_object, type_annotation, generic_type, template_string
function fibRec(n: number): number {
  if (n < 2) return n;
  return fibRec(n - 1) + fibRec(n - 2);
}

const memo: Map<number, number> = new Map<number, number>();
function fibMemo(n: number): number {
  if (n < 2) return n;
  const cached = memo.get(n);
  if (cached !== undefined) return cached;
  const v = fibMemo(n - 1) + fibMemo(n - 2);
  memo.set(n, v);
  return v;
}

function fibIter(n: number): number {
  let a = 0, b = 1;
  for (let i = 0; i < n; i++) {
    const t = a + b;
    a = b;
    b = t;
  }
  return a;
}

for (let i = 0; i <= 15; i++) {
  console.log(`fib(${i}) = ${fibRec(i)} ${fibMemo(i)} ${fibIter(i)}`);
}
console.log(fibMemo(70));
console.log(fibIter(78));
