// features: class_extends, super_call, array_methods, map, set, error_classes, console_log, static_members, template_string
// A job board built on subclasses of the built-in collections: an Array
// subclass for the queue (its map/filter/slice results stay queues), a Map
// subclass for the index, a Set subclass for tags and an Error subclass.
class JobQueue extends Array {
  constructor(...jobs) {
    super(...jobs);
  }
  enqueue(job) {
    this.push(job);
    return this;
  }
  next() {
    return this.shift();
  }
  get pending() {
    return this.length;
  }
  byPriority() {
    return this.slice().sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  }
  toString() {
    return this.map((j) => j.name).join(" | ");
  }
  static of(...jobs) {
    return new JobQueue(...jobs);
  }
}

class Path extends Array {
  totalLength() {
    return this.reduce((sum, step) => sum + step, 0);
  }
}

class JobIndex extends Map {
  add(job) {
    this.set(job.name, job);
    return this;
  }
  owners() {
    return [...new Set([...this.values()].map((j) => j.owner))].sort();
  }
}

class TagSet extends Set {
  addAll(tags) {
    for (const t of tags) this.add(t);
    return this;
  }
}

class JobError extends Error {
  constructor(job, reason) {
    super(`${job}: ${reason}`);
    this.name = "JobError";
    this.job = job;
  }
}

const q = new JobQueue({ name: "build", priority: 2, owner: "ann" });
q.enqueue({ name: "test", priority: 3, owner: "bob" }).enqueue({ name: "lint", priority: 1, owner: "ann" });
q.enqueue({ name: "deploy", priority: 3, owner: "cy" });
console.log(q.pending, q.length, `${q}`, q instanceof JobQueue, q instanceof Array, Array.isArray(q));
const urgent = q.filter((j) => j.priority >= 3);
console.log(urgent.constructor.name, urgent.pending, String(urgent));
console.log("by priority:", q.byPriority().map((j) => j.name));
const names = q.map((j) => j.name.toUpperCase());
console.log(names, names instanceof JobQueue);
console.log("next:", q.next().name, "left:", q.pending, [...q].length, JSON.stringify(q.map((j) => j.priority)));

const route = Path.from([3, 4, 5]);
console.log(route, route.totalLength(), new Path(2).length, Path.of(7, 8).totalLength());
console.log(route.concat([6]).totalLength(), route.slice(1), { route });

const index = new JobIndex();
for (const j of q) index.add(j);
console.log(index, index.size, index.owners(), index instanceof Map);

const tags = new TagSet(["ci"]).addAll(["fast", "ci", "nightly"]);
console.log(tags, tags.size, tags.has("fast"), tags instanceof Set);

try {
  throw new JobError("deploy", "no credentials");
} catch (e) {
  console.log(e instanceof JobError, e instanceof Error, e.name, e.message, e.job, `${e}`);
}
