// features: decorator, private_field, getter_setter, static_member, class_declaration, closure, rest_parameter, template_string
// A vault whose private helpers (#methods, #getter/#setter, static #method)
// carry TS 5 standard decorators for tracing and retries: the context says
// the member is private and names it with its '#'.
const journal: string[] = [];

function traced(m: any, ctx: ClassMethodDecoratorContext | ClassGetterDecoratorContext | ClassSetterDecoratorContext) {
  journal.push(`decorate ${ctx.kind} ${String(ctx.name)} static=${ctx.static} private=${ctx.private}`);
  return function (this: any, ...args: any[]) {
    const r = m.apply(this, args);
    journal.push(`  ${String(ctx.name)}(${args.join(", ")}) = ${r}`);
    return r;
  };
}

function retry(times: number) {
  return function (m: (...a: any[]) => any, ctx: ClassMethodDecoratorContext) {
    return function (this: any, ...args: any[]) {
      for (let attempt = 1; ; attempt++) {
        try {
          return m.apply(this, args);
        } catch (e) {
          journal.push(`  ${String(ctx.name)} attempt ${attempt} failed: ${(e as Error).message}`);
          if (attempt >= times) throw e;
        }
      }
    };
  };
}

class Vault {
  #gold: number;
  #flaky = 2;
  static #audits = 0;

  constructor(gold: number) {
    this.#gold = gold;
  }

  @traced get #balance(): number {
    return this.#gold;
  }
  @traced set #balance(v: number) {
    this.#gold = Math.max(0, v);
  }
  @traced #fee(amount: number): number {
    return Math.ceil(amount * 0.02);
  }
  @retry(3) #connect(): string {
    if (this.#flaky-- > 0) throw new Error("vault door stuck");
    return "open";
  }
  @traced static #stamp(who: string): string {
    return `${who}#${++Vault.#audits}`;
  }

  withdraw(amount: number): string {
    const door = this.#connect();
    this.#balance = this.#balance - amount - this.#fee(amount);
    return `${door}: ${this.#balance} left`;
  }

  static audit(who: string): string {
    return Vault.#stamp(who);
  }
}

const v = new Vault(500);
console.log(v.withdraw(120));
console.log(v.withdraw(1000));
console.log(Vault.audit("ann"), Vault.audit("bo"));
const w = new Vault(5);
try {
  w.withdraw(1); // #flaky is 2 again, retry(3) gets through on the third try
  console.log("w ok");
} catch (e) {
  console.log("w failed", (e as Error).message);
}
console.log(journal.join("\n"));
