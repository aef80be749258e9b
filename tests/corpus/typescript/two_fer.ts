// features: function_declaration, optional_parameter, default_parameter, template_string, nullish_coalescing
function twoFer(name?: string): string {
  return `One for ${name ?? "you"}, one for me.`;
}

function twoFerDefault(name: string = "you"): string {
  return "One for " + name + ", one for me.";
}

console.log(twoFer());
console.log(twoFer("Alice"));
console.log(twoFer("Bob"));
console.log(twoFerDefault());
console.log(twoFerDefault("Zaphod"));
