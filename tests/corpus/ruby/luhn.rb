# features: string_methods, array_methods, blocks, integers
module Luhn
  def self.valid?(input)
    digits = input.delete(" ")
    return false if digits.length <= 1 || digits =~ /\D/
    sum = digits.chars.map(&:to_i).reverse.each_with_index.sum do |d, i|
      if i.odd?
        d *= 2
        d -= 9 if d > 9
      end
      d
    end
    (sum % 10).zero?
  end
end

["059", "59", "055 444 285", "055 444 286", "8273 1232 7352 0569", "0", "055-444-285", " 0 0 "].each do |s|
  puts "#{s.inspect}: #{Luhn.valid?(s)}"
end
