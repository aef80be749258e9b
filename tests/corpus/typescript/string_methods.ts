// features: string_methods, array_methods, for_statement, method_chaining
const s: string = "  Hello, TypeScript World!  ";
const t = s.trim();
console.log(`[${t}]`);
console.log(t.length, t.toUpperCase(), t.toLowerCase());
console.log(t.indexOf("World"), t.indexOf("xyz"), t.lastIndexOf("o"));
console.log(t.slice(7, 17), t.substring(0, 5), t.slice(-6));
console.log(t.split(", ").join(" | "));
console.log(t.replace("World", "Universe"));
console.log(t.includes("Type"), t.startsWith("Hello"), t.endsWith("?"));
console.log("ab".repeat(3), "x".padStart(4, "-"), "x".padEnd(4, "-"));
console.log(t.charAt(0), t.charCodeAt(0), String.fromCharCode(72, 105));
console.log("a-b-c-d".split("-"));
console.log("a,b,,c".split(","));

function reverse(str: string): string {
  return str.split("").reverse().join("");
}
function isPalindrome(str: string): boolean {
  const clean = str.toLowerCase().split("").filter((c) => c >= "a" && c <= "z").join("");
  return clean === reverse(clean);
}
function capitalize(str: string): string {
  return str.split(" ").map((w) => (w.length ? w[0].toUpperCase() + w.slice(1) : w)).join(" ");
}
console.log(reverse("stressed"));
console.log(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("hello"));
console.log(capitalize("the quick brown fox"));
let vowels = 0;
for (let i = 0; i < t.length; i++) {
  if ("aeiouAEIOU".indexOf(t[i]) >= 0) vowels++;
}
console.log("vowels", vowels);
console.log("  x ".trimStart() + "|", "| " + " y  ".trimEnd());
