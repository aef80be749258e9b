// features: date, array_methods, arrow_function, template_string, json_stringify, class_declaration, console_log, try_catch
// A rental schedule: due dates, late fees, month arithmetic and date formats,
// all from explicit dates (the clock is never read).
const DAY = 24 * 60 * 60 * 1000;
const rentals = [
  { title: "Dune", out: "2024-02-20", days: 14, returned: "2024-03-08" },
  { title: "Emma", out: "2024-02-27", days: 7, returned: "2024-03-04" },
  { title: "Ulysses", out: "2023-12-30", days: 21, returned: null },
];
const today = new Date(Date.UTC(2024, 2, 10));
for (const r of rentals) {
  const out = new Date(r.out);
  const due = new Date(out.getTime() + r.days * DAY);
  const back = r.returned ? new Date(r.returned) : today;
  const late = Math.max(0, Math.ceil((back - due) / DAY));
  console.log(`${r.title.padEnd(8)} out ${out.toDateString()} due ${due.toISOString().slice(0, 10)} ${late ? `late ${late}d fee $${(late * 0.25).toFixed(2)}` : "on time"}`);
}
console.log(today, [today], { today });
console.log(JSON.stringify({ checked: today, invalid: new Date("soon") }));

// month arithmetic overflows the way Date does
const endOfJan = new Date(2024, 0, 31);
endOfJan.setMonth(1);
console.log(endOfJan.toDateString(), new Date(2024, 1, 29).getDay(), new Date(2023, 1, 29).toDateString());
const lastDay = (y, m) => new Date(y, m + 1, 0).getDate();
console.log([2023, 2024, 1900, 2000].map((y) => `${y}: ${lastDay(y, 1)}`).join(", "));
const d = new Date(2024, 11, 31, 23, 59, 59, 999);
d.setMilliseconds(d.getMilliseconds() + 1);
console.log(d.toISOString(), d.getFullYear(), d.getMonth(), d.getDate(), d.getHours());
d.setHours(36, 90);
console.log(d.toString(), d.toUTCString());
d.setFullYear(2028, 1, 29);
console.log(d.toLocaleDateString("en-US"), d.toLocaleTimeString("en-US"), d.toLocaleString("en-US"));

// sorting and comparing
const dates = ["2024-05-01T10:00:00Z", "2023-12-25", "2024-01-15T08:30:00+02:00"].map((s) => new Date(s));
dates.sort((a, b) => a - b);
console.log(dates.map((x) => x.toISOString()), dates[0] < dates[1], +dates[2], dates[1].getTimezoneOffset());
console.log(Date.UTC(2000, 0, 1), Date.parse("2000-01-01"), Date.parse("Sat, 01 Jan 2000 00:00:00 GMT"), new Date(0).getUTCDay());
console.log(new Date(-86400000).toISOString(), new Date(Date.UTC(99, 0)).getUTCFullYear(), new Date(8.64e15 + 1).getTime());
const invalid = new Date("2024-13-01");
console.log(String(invalid), isNaN(invalid), invalid.getMonth());
try {
  invalid.toISOString();
} catch (e) {
  console.log(e.name, e.message, e instanceof RangeError);
}
console.log(today instanceof Date, Object.prototype.toString.call(today), typeof today, `${new Date(2020, 5, 1, 12)}`);

// a shift log kept in UTC fields
const shift = new Date(0);
shift.setTime(Date.UTC(2024, 6, 4, 9, 15, 30, 250));
console.log(shift.getMinutes(), shift.getSeconds(), shift.getUTCDate(), shift.getUTCHours(), shift.getUTCMinutes(), shift.getUTCSeconds(), shift.getUTCMilliseconds(), shift.getUTCMonth(), shift.getYear());
shift.setUTCHours(17, 45, 0, 0);
console.log(shift.toTimeString(), shift.toGMTString(), shift.toJSON());
shift.setDate(shift.getDate() + 30);
shift.setMinutes(shift.getMinutes() - 90);
shift.setSeconds(75);
console.log(shift.toISOString());
shift.setUTCDate(1);
shift.setUTCMonth(0);
shift.setUTCFullYear(2025);
shift.setUTCMinutes(5);
shift.setUTCSeconds(6);
shift.setUTCMilliseconds(7);
console.log(shift.toISOString());
shift.setYear(99);
console.log(shift.getFullYear(), shift.getUTCFullYear());
