// features: as_expression, non_null_assertion, satisfies_expression, type_assertion, unknown_type, any_type
interface Config { host: string; port: number }

const raw: unknown = { host: "localhost", port: 8080 };
const cfg = raw as Config;
console.log(cfg.host, cfg.port);

const value: any = "12345";
const len = (value as string).length;
const len2 = (<string>value).length;
console.log(len, len2);

const lookup = new Map<string, number>([["a", 1], ["b", 2]]);
const a = lookup.get("a")!;
console.log(a + 1);

const palette = {
  red: [255, 0, 0],
  green: "#00ff00",
} satisfies Record<string, string | number[]>;
console.log(palette.green.toUpperCase(), palette.red.length);

function firstChar(s: string | undefined): string {
  return s!.charAt(0);
}
console.log(firstChar("xyz"));
const nums = [1, 2, 3] as const;
console.log(nums.length, nums[2]);
const n = (3 as unknown) as number;
console.log(n * 2);
let maybe: string | null = null;
maybe = "set";
console.log(maybe!.length);
