// features: object_static, object_literal, getters, regex, map, class_declaration, console_log, prototype
// A plugin registry: frozen defaults, own-property checks, described properties.
const DEFAULTS = Object.freeze({ retries: 3, verbose: false });
const registry = {};
Object.defineProperties(registry, {
  size: { get() { return Object.keys(this).length; }, enumerable: true },
  kind: { value: "plugins", enumerable: true },
});
registry.lint = { run: () => "ok" };
registry.format = { run: () => "formatted" };
console.log(registry.size, registry.kind, DEFAULTS.retries, Object.keys(registry));
for (const name of ["lint", "format", "deploy"]) {
  console.log(name, Object.hasOwn(registry, name), name in registry);
}
console.log(Object.getOwnPropertyNames({ b: 1, a: 2 }), Object.hasOwn(DEFAULTS, "retries"));

class Base { greet() { return "base"; } }
class Child extends Base {}
const c = new Child();
console.log(Object.getPrototypeOf(c) === Child.prototype, c.greet());
const proto = { describe() { return `plugin ${this.name}`; } };
const plugin = Object.create(proto);
plugin.name = "lint";
console.log(plugin.__proto__ === proto, plugin.describe(), Object.hasOwn(plugin, "describe"));
console.log(Object.prototype.toString.call(new Map()), Object.prototype.toString.call([]));

// regex flags of configured patterns
const patterns = [/todo/gi, /^#/m, /x/y, /plain/];
for (const re of patterns) console.log(String(re), re.flags, re.global, re.ignoreCase, re.multiline, re.sticky, re.source);
console.log(new Map()[Symbol.toStringTag], new Set()[Symbol.toStringTag], Object.prototype.toString.call(new Set()));
