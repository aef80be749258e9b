// features: ambient_declaration, interface_declaration, type_alias_declaration, function_signature, function_declaration, typeof_operator
declare const DEBUG_BUILD: boolean | undefined;
declare function externalHook(x: number): void;
declare namespace Ext {
  function helper(): string;
}

interface Logger {
  log(message: string): void;
  level?: number;
}

type Handler = (msg: string) => string;

function overload(x: number): number;
function overload(x: string): string;
function overload(x: number | string): number | string {
  return typeof x === "number" ? x * 2 : x + x;
}

const upper: Handler = (m) => m.toUpperCase();
const logger: Logger = {
  log(message: string): void {
    console.log("[log] " + message);
  },
};

logger.log(upper("ambient declarations emit no code"));
console.log(overload(21), overload("ab"));
console.log(typeof logger.level);

// declared names have no run-time binding: feature detection sees "undefined"
declare const Deno: { version: { deno: string } } | undefined;
const mode = typeof DEBUG_BUILD === "undefined" ? "release" : DEBUG_BUILD ? "debug" : "release";
const where = typeof Deno !== "undefined" ? Deno.version.deno : "node";
console.log(mode, where, typeof externalHook, typeof Ext, typeof overload, typeof Map);
