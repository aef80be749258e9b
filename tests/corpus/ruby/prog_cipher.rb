# features: modules, string_methods, regex, endless_method, keyword_args, format, inspect
# Classic ciphers: Caesar, Atbash, Vigenere, rail fence
module Ciphers
  ALPHA = ("a".."z").to_a.freeze

  def self.caesar(text, shift)
    text.gsub(/[a-z]/i) do |ch|
      base = ch.ord < 97 ? 65 : 97
      ((ch.ord - base + shift) % 26 + base).chr
    end
  end

  def self.atbash(text)
    text.downcase.delete("^a-z0-9").tr("a-z", "zyxwvutsrqponmlkjihgfedcba").scan(/.{1,5}/).join(" ")
  end

  def self.vigenere(text, key, decrypt: false)
    shifts = key.downcase.chars.map { |c| ALPHA.index(c) }
    shifts.map!(&:-@) if decrypt
    i = -1
    text.downcase.each_char.map do |c|
      next c unless ALPHA.include?(c)
      i += 1
      ALPHA[(ALPHA.index(c) + shifts[i % shifts.size]) % 26]
    end.join
  end

  def self.rail_fence(text, rails)
    pattern = (0...rails).to_a + (1...rails - 1).to_a.reverse
    cycle = pattern.cycle
    text.chars.group_by { cycle.next }.sort.map { |_, cs| cs.join }.join
  end

  def self.rot13(text) = text.tr("A-Za-z", "N-ZA-Mn-za-m")
end

msg = "The Quick Brown Fox Jumps Over The Lazy Dog!"
[0, 1, 3, 13, 25, 26, -1].each do |s|
  enc = Ciphers.caesar(msg, s)
  puts "shift #{s.to_s.rjust(3)}: #{enc}"
end
puts Ciphers.caesar(Ciphers.caesar(msg, 7), -7) == msg
puts Ciphers.atbash("yes"), Ciphers.atbash("OMG"), Ciphers.atbash("Testing,1 2 3, testing.")
puts Ciphers.atbash("The quick brown fox jumps over the lazy dog.")
enc = Ciphers.vigenere("attack at dawn", "lemon")
puts enc, Ciphers.vigenere(enc, "lemon", decrypt: true)
puts Ciphers.rail_fence("WEAREDISCOVEREDFLEEATONCE", 3)
puts Ciphers.rail_fence("EXERCISES", 4)
puts Ciphers.rot13("Hello, World!"), Ciphers.rot13(Ciphers.rot13("Round trip"))

freq = Ciphers.caesar(msg, 3).downcase.scan(/[a-z]/).tally.sort_by { |c, n| [-n, c] }.first(4)
p freq
p "hello".each_char.map(&:ord), [104, 105].map(&:chr).join, "abc".succ, "az".next, "zz".succ
p "hello world".bytes.sum, "hello"[1..3], "hello".reverse, "Hello".swapcase, "hello" * 2
p "abc" <=> "abd", "a".ord.chr, "%c" % 10004, "\u00e9".bytesize, "caf\u00e9".length
p "CamelCaseString".gsub(/([A-Z])/) { "_" + $1.downcase }.sub(/\A_/, "")
p "snake_case_here".split("_").map.with_index { |w, i| i.zero? ? w : w.capitalize }.join
p "hello world".each_char.select.with_index { |_, i| i.even? }.join
p "The rain".unpack("C*").first(3) rescue p "no unpack"
p "ab\tc\n".dump, 'single \n'.length, "tab\there", :upcase.to_proc.call("str")
