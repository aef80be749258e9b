// State shared by every importer: one module instance, whichever language imports it.
let next = 0;
export default function makeId(prefix) {
  next += 1;
  return prefix + next;
}
