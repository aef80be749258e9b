// features: date, template_string, array_methods, object_literal
// A conference agenda mailed to attendees in their own language: dates and
// times come from fixed UTC timestamps and are shown in the attendee's locale.
const sessions = [
  { title: "Opening keynote", at: Date.UTC(2024, 0, 5, 9, 7, 9) },
  { title: "Workshop: parsers", at: Date.UTC(2024, 2, 14, 13, 30) },
  { title: "Panel", at: Date.UTC(2024, 4, 31, 0, 5) },
  { title: "Closing party", at: Date.UTC(2023, 10, 23, 21, 30) },
];
const attendees = [
  ["Anna", "de-DE"], ["Luc", "fr-FR"], ["Oliver", "en-GB"], ["Priya", "en-IN"],
  ["Yuki", "ja-JP"], ["Lucía", "es-ES"], ["Sam", "en-US"],
];
for (const [name, locale] of attendees) {
  console.log(`--- ${name} (${locale})`);
  const long = new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" });
  for (const s of sessions) {
    const d = new Date(s.at);
    console.log(`  ${s.title.padEnd(18)} ${long.format(d)} | ${d.toLocaleTimeString(locale, { timeZone: "UTC" })}`);
  }
  const d = new Date(sessions[1].at);
  const forms = [
    d.toLocaleDateString(locale, { timeZone: "UTC" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", weekday: "short", year: "numeric", month: "short", day: "numeric" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", month: "long", year: "numeric" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", month: "short", day: "numeric" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", month: "numeric", day: "numeric" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", weekday: "long" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", month: "numeric", year: "numeric" }),
    d.toLocaleDateString(locale, { timeZone: "UTC", weekday: "short", year: "numeric", month: "numeric", day: "numeric" }),
  ];
  console.log("  " + forms.join(" | "));
  const styles = ["full", "long", "medium", "short"].map((st) => d.toLocaleDateString(locale, { timeZone: "UTC", dateStyle: st }));
  console.log("  " + styles.join(" | "));
  console.log("  " + d.toLocaleString(locale, { timeZone: "UTC" }) + " | " +
    d.toLocaleTimeString(locale, { timeZone: "UTC", hour: "2-digit", minute: "2-digit" }) + " | " +
    d.toLocaleTimeString(locale, { timeZone: "UTC", hour12: true }) + " | " +
    d.toLocaleString(locale, { timeZone: "UTC", dateStyle: "long", timeStyle: "short" }));
}
const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2024, m, 1)));
for (const locale of ["de-DE", "fr-FR", "es-ES", "ja-JP"]) {
  console.log(locale, months.map((d) => d.toLocaleDateString(locale, { timeZone: "UTC", month: "short" })).join(" "));
  console.log(locale, months.map((d) => d.toLocaleDateString(locale, { timeZone: "UTC", month: "long" })).join(" "));
}
