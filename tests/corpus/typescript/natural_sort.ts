// features: string_methods, array_methods, arrow_function, type_annotation, interface_declaration
// Sorting file names and titles the way a file browser does: localeCompare with
// { numeric: true } for digit runs and { sensitivity: "base" } for case/accent-blind matching.
interface FileEntry {
  name: string;
  size: number;
}

const files: FileEntry[] = [
  { name: "report-10.pdf", size: 120 },
  { name: "report-9.pdf", size: 90 },
  { name: "Report-2.pdf", size: 40 },
  { name: "report-02b.pdf", size: 41 },
  { name: "image100.png", size: 800 },
  { name: "image20.png", size: 300 },
  { name: "image3.png", size: 150 },
  { name: "notes.txt", size: 2 },
  { name: "Notes.txt", size: 3 },
];

const plain = [...files].sort((a, b) => a.name.localeCompare(b.name)).map((f) => f.name);
const natural = [...files]
  .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
  .map((f) => f.name);
console.log(plain.join(" "));
console.log(natural.join(" "));

const collator = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
const versions = ["1.10.0", "1.2.0", "1.2.10", "1.2.9", "0.9.12", "1.02.3"];
console.log(versions.sort(collator));

function sameWord(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;
}
const pairs: [string, string][] = [
  ["resume", "Résumé"],
  ["cafe", "CAFÉ"],
  ["naive", "naïve"],
  ["color", "colour"],
];
for (const [a, b] of pairs) {
  const accent = a.localeCompare(b, undefined, { sensitivity: "accent" });
  const cased = a.localeCompare(b, undefined, { sensitivity: "case" });
  console.log(`${a} ~ ${b}: base=${sameWord(a, b)} accent=${accent} case=${cased}`);
}

const chapters = ["Chapter 11", "chapter 2", "Chapter 1", "Appendix B", "appendix a", "Chapter 10"];
console.log(chapters.sort(collator).join(" | "));
const total = files.filter((f) => sameWord(f.name.split(".")[0], "notes")).reduce((s, f) => s + f.size, 0);
console.log("notes bytes:", total);
