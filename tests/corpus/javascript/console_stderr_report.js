// features: console_log, console_stderr, template_string, array_methods, object_literal
// expect: stderr
// A config validator that prints its report on stdout and its problems on
// stderr (console.error / console.warn / console.assert / process.stderr),
// the way command-line tools keep diagnostics out of piped output.
const configs = [
  { name: "api", port: 8080, replicas: 3, tags: ["web", "public"] },
  { name: "worker", port: 0, replicas: 12, tags: [] },
  { name: "cache", port: 6379, replicas: 1, tags: ["internal"] },
  { name: "", port: 70000, replicas: -1, tags: ["broken"] },
];

let errors = 0;
let warnings = 0;

function check(cfg, index) {
  const label = cfg.name || `#${index}`;
  console.group(`checking ${label}`);
  if (!cfg.name) {
    console.error("error: service %d has no name", index);
    errors++;
  }
  if (cfg.port <= 0 || cfg.port > 65535) {
    console.error(`error: ${label}: port ${cfg.port} out of range`, { min: 1, max: 65535 });
    errors++;
  }
  if (cfg.replicas > 10) {
    console.warn("warning: %s runs %i replicas", label, cfg.replicas);
    warnings++;
  }
  console.assert(cfg.replicas >= 0, `replicas of ${label} must not be negative`);
  console.assert(cfg.tags.length > 0, { service: label, problem: "no tags" });
  console.log(`${label}: port=${cfg.port} replicas=${cfg.replicas} tags=[${cfg.tags.join(", ")}]`);
  console.groupEnd();
}

configs.forEach(check);
console.assert(configs.length === 4, "never printed");
process.stderr.write(`${errors} error(s), ${warnings} warning(s)\n`);
console.log("summary:", { services: configs.length, errors, warnings });
console.info("done");
