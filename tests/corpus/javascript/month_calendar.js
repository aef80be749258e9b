// features: date, default_params, destructuring, string_methods, array_methods, json_stringify, console_log
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function daysInMonth(year, month) {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function calendar(year, month, { mondayFirst = false, marks = [] } = {}) {
  const title = `${MONTHS[month]} ${year}`;
  const header = mondayFirst ? 'Mo Tu We Th Fr Sa Su' : 'Su Mo Tu We Th Fr Sa';
  const lines = [title.padStart(Math.floor((20 + title.length) / 2)).padEnd(20), header];
  let dow = new Date(Date.UTC(year, month, 1)).getUTCDay();
  if (mondayFirst) dow = (dow + 6) % 7;
  let cells = Array(dow).fill('  ');
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    cells.push(marks.includes(d) ? `${d}*`.padStart(2) : String(d).padStart(2));
    if (cells.length === 7) {
      lines.push(cells.join(' '));
      cells = [];
    }
  }
  if (cells.length) lines.push(cells.join(' '));
  return lines.join('\n');
}

function nthWeekday(year, month, weekday, n) {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return 1 + offset + (n - 1) * 7;
  }
  const last = daysInMonth(year, month);
  const lastDow = new Date(Date.UTC(year, month, last)).getUTCDay();
  return last - ((lastDow - weekday + 7) % 7);
}

console.log(calendar(2024, 1));
console.log();
console.log(calendar(2023, 9, { mondayFirst: true, marks: [31] }));
console.log();
const holidays = {
  'Thanksgiving 2024': new Date(Date.UTC(2024, 10, nthWeekday(2024, 10, 4, 4))),
  'Memorial Day 2025': new Date(Date.UTC(2025, 4, nthWeekday(2025, 4, 1, -1))),
  'Labor Day 2026': new Date(Date.UTC(2026, 8, nthWeekday(2026, 8, 1, 1))),
};
for (const [name, date] of Object.entries(holidays)) {
  console.log(name.padEnd(20), date.toISOString().slice(0, 10), date.toUTCString());
}
const isLeap = y => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
console.log([1900, 2000, 2023, 2024, 2100].map(y => `${y}:${isLeap(y) ? 'leap' : 'common'}`).join(', '));
const start = new Date('2024-01-31T00:00:00Z');
const plusMonth = new Date(start);
plusMonth.setUTCMonth(plusMonth.getUTCMonth() + 1);
console.log(plusMonth.toISOString(), (plusMonth - start) / 864e5, 'days later');
console.log(new Date(Date.UTC(2024, 1, 29, 13, 5)).toJSON(), JSON.stringify({ when: new Date(0) }));
