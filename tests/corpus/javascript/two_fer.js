// features: default_params, template_string, arrow_function
const twoFer = (name = "you") => `One for ${name}, one for me.`;

console.log(twoFer());
console.log(twoFer("Alice"));
console.log(twoFer("Bob"));
console.log(twoFer(undefined));
