const cp = require('child_process');

function runQuiet(cmd) {
  return cp.execSync(cmd + " > /dev/null");
}

module.exports = { runQuiet };
