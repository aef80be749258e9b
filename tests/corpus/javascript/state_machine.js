// features: object_literal, switch, class_declaration, map, throw, try_catch
const TRANSITIONS = {
  idle: { start: "running" },
  running: { pause: "paused", stop: "idle", finish: "done" },
  paused: { resume: "running", stop: "idle" },
  done: {},
};

class Machine {
  constructor() {
    this.state = "idle";
    this.log = [];
  }
  send(event) {
    const next = TRANSITIONS[this.state][event];
    if (next === undefined) {
      throw new Error(`invalid event '${event}' in state ${this.state}`);
    }
    this.log.push(`${this.state} -${event}-> ${next}`);
    this.state = next;
    return this;
  }
}

const m = new Machine();
m.send("start").send("pause").send("resume");
for (const ev of ["pause", "finish", "stop", "resume"]) {
  try {
    m.send(ev);
  } catch (e) {
    console.log("rejected:", e.message);
  }
}
console.log(m.state);
console.log(m.log.join("\n"));
const visits = new Map();
for (const entry of m.log) {
  const to = entry.split("> ")[1];
  visits.set(to, (visits.get(to) || 0) + 1);
}
console.log(visits);
