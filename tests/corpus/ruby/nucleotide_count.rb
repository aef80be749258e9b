# features: hashes, hash_methods, string_methods, exceptions, hash_default
class Nucleotide
  VALID = %w[A C G T].freeze

  def self.from_dna(strand)
    raise ArgumentError, "invalid strand" unless strand.chars.all? { |c| VALID.include?(c) }
    new(strand)
  end

  def initialize(strand)
    @strand = strand
  end

  def count(base)
    @strand.count(base)
  end

  def histogram
    VALID.each_with_object({}) { |b, h| h[b] = count(b) }
  end
end

dna = Nucleotide.from_dna("AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC")
p dna.histogram, dna.count("A")
begin
  Nucleotide.from_dna("AGXXACT")
rescue ArgumentError => e
  puts "rejected: #{e.message}"
end
freq = Hash.new(0)
"GATTACA".each_char { |c| freq[c] += 1 }
p freq.sort_by { |k, v| [-v, k] }
