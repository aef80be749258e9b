// A TypeScript entry hands process.argv to a JavaScript module, whose
// helper runs it as a shell command: one path across two languages.
import { runQuiet } from "./lib/shell.js";

function banner(name: string): string {
  return "echo " + name;
}

const who: string = process.argv[2];
runQuiet(banner(who));
