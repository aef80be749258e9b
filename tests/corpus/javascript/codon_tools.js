// features: regex, object_literal, in_operator, map, sort, try_catch, error_classes, console_log
const CODONS = {
  AUG: 'Met', UUU: 'Phe', UUC: 'Phe', UUA: 'Leu', UUG: 'Leu', UCU: 'Ser', UCC: 'Ser', UCA: 'Ser', UCG: 'Ser',
  UAU: 'Tyr', UAC: 'Tyr', UGU: 'Cys', UGC: 'Cys', UGG: 'Trp', UAA: 'STOP', UAG: 'STOP', UGA: 'STOP',
  GCU: 'Ala', GCC: 'Ala', GGU: 'Gly', GGA: 'Gly', CCU: 'Pro', AAA: 'Lys', GAU: 'Asp', CAU: 'His',
};
const COMPLEMENT = { A: 'T', T: 'A', C: 'G', G: 'C' };

const transcribe = dna => dna.replace(/[ACGT]/g, b => ({ G: 'C', C: 'G', T: 'A', A: 'U' })[b]);
const revComp = dna => [...dna].reverse().map(b => COMPLEMENT[b]).join('');

function translate(rna) {
  const proteins = [];
  for (const codon of rna.match(/.{1,3}/g) ?? []) {
    const p = CODONS[codon];
    if (p === undefined) throw new Error(`Invalid codon ${codon}`);
    if (p === 'STOP') break;
    proteins.push(p);
  }
  return proteins;
}

function nucleotideCounts(dna) {
  const counts = { A: 0, C: 0, G: 0, T: 0 };
  for (const b of dna) {
    if (!(b in counts)) throw new Error(`Invalid nucleotide '${b}'`);
    counts[b]++;
  }
  return counts;
}

const hamming = (a, b) => {
  if (a.length !== b.length) throw new RangeError('strands must be of equal length');
  return [...a].filter((c, i) => c !== b[i]).length;
};

function gcWindows(dna, size) {
  const out = [];
  for (let i = 0; i + size <= dna.length; i += size) {
    const w = dna.substring(i, i + size);
    out.push(+((w.split('').filter(c => c === 'G' || c === 'C').length / size) * 100).toFixed(1));
  }
  return out;
}

const genes = {
  alpha: 'TACAAAAGAAACCCATAGATT',
  beta: 'TACCCAAAGACCCGGTTGATC',
  gamma: 'TACAAGGGCTTA',
};
for (const [name, dna] of Object.entries(genes)) {
  const rna = transcribe(dna);
  let protein;
  try { protein = translate(rna).join('-'); } catch (e) { protein = `error: ${e.message}`; }
  console.log(`${name}: ${rna} => ${protein}`);
  console.log(`  counts`, nucleotideCounts(dna), 'revcomp', revComp(dna).slice(0, 10) + '…');
  console.log(`  GC%`, gcWindows(dna, 6));
}
console.log(hamming(genes.alpha, genes.beta));
try { hamming('AC', 'A'); } catch (e) { console.log(e instanceof RangeError, e.message); }
try { nucleotideCounts('ACGU'); } catch (e) { console.log(e.message); }
const kmers = new Map();
const seq = Object.values(genes).join('');
for (let i = 0; i <= seq.length - 3; i++) {
  const k = seq.slice(i, i + 3);
  kmers.set(k, (kmers.get(k) || 0) + 1);
}
const top = [...kmers].sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : 1)).slice(0, 5);
console.log(new Map(top));
console.log(seq.length, seq.lastIndexOf('TAC'), seq.search(/G{2,}/), seq.match(/T+/g).length);
