// features: static_member, finally_clause, console_log_object, number_formatting
class Registry {
  static count = 0;
  static readonly prefix = "id-";
  static next(): string {
    Registry.count++;
    return Registry.prefix + Registry.count;
  }
}
console.log(Registry.next(), Registry.next(), Registry.count);

function risky(n: number): string {
  const log: string[] = [];
  try {
    if (n > 1) throw new Error("too big");
    log.push("ok");
  } catch (e) {
    log.push("caught");
  } finally {
    log.push("finally");
  }
  return log.join(",");
}
console.log(risky(1));
console.log(risky(2));
console.log({ a: 1, b: "two" });
console.log(0.5, 10 / 4, 1e21, 2 ** 53, -7, 1 / 3);
