# features: arrays, array_methods, hashes, string_interpolation, integers, case_when
COLORS = %w[black brown red orange yellow green blue violet grey white].freeze

def color_code(color) = COLORS.index(color)

def value(colors)
  colors.first(2).map { |c| color_code(c) }.join.to_i
end

def label(colors)
  ohms = value(colors) * 10**color_code(colors[2])
  case ohms
  when 1_000_000_000.. then "#{ohms / 1_000_000_000} gigaohms"
  when 1_000_000.. then "#{ohms / 1_000_000} megaohms"
  when 1000.. then "#{ohms / 1000} kiloohms"
  else "#{ohms} ohms"
  end
end

puts color_code("orange"), value(%w[brown black]), value(%w[blue grey brown])
[%w[orange orange black], %w[blue grey brown], %w[red black red], %w[green brown orange], %w[yellow violet yellow], %w[blue violet blue], %w[white white white]].each do |c|
  puts "#{c.join('-')}: #{label(c)}"
end
