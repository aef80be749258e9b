// features: set, map, number_semantics, array_methods, arrow_function, console_log, for_of
// Sensor readings deduplicated with Set and counted with Map: keys compare
// by SameValueZero, so every NaN is one key and -0 is the same key as 0.
const readings = [12.5, NaN, 0, -0, 12.5, NaN, 3, Number('x'), 0 / 0, -0, 7];

const distinct = new Set(readings);
console.log(distinct, distinct.size);
console.log(distinct.has(NaN), distinct.has(-0), distinct.has(0), [...distinct].indexOf(NaN), [...distinct].includes(NaN));

const counts = new Map();
for (const r of readings) counts.set(r, (counts.get(r) ?? 0) + 1);
console.log(counts);
console.log('NaN readings:', counts.get(NaN), 'zero readings:', counts.get(0), counts.get(-0));

counts.delete(NaN);
console.log(counts.has(NaN), counts.size, [...counts.keys()]);

const byStatus = new Map([[NaN, 'invalid'], [-0, 'zero'], [NaN, 'still invalid']]);
console.log(byStatus, byStatus.get(0 / 0));

const seen = new Set();
const firstSeen = readings.filter(r => !seen.has(r) && seen.add(r));
console.log(firstSeen, Object.is(firstSeen[2], -0));
console.log([NaN].indexOf(NaN), [NaN].includes(NaN), [-0].includes(0), Object.is(NaN, 0 / 0));
