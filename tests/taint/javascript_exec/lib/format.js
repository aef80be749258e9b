function pad(s) {
  return " " + s + " ";
}

function command(name) {
  return "cat" + pad(name);
}

module.exports = { command, pad };
