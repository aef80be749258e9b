// process.argv flows through lib/format.js (two functions) and a local
// helper into child_process.exec.
const cp = require('child_process');
const fmt = require('./lib/format');

function runCommand(cmd) {
  cp.exec(cmd);
}

const arg = process.argv[2];
const line = fmt.command(arg);
runCommand(line);
runCommand(fmt.command("safe"));
