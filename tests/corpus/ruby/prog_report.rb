# features: heredoc, format, floats, hash_methods, constants, freeze, string_methods
# Formatted sales report using heredocs and string formatting
SALES = [
  { region: "North", rep: "Alice", q1: 12_500.5, q2: 13_200, q3: 9_800.25, q4: 15_000 },
  { region: "South", rep: "Bob", q1: 8_000, q2: 7_500.75, q3: 11_250, q4: 10_100.1 },
  { region: "North", rep: "Carla", q1: 5_400, q2: 6_100, q3: 7_700, q4: 8_800 },
  { region: "East", rep: "Dmitri", q1: 20_000, q2: 18_500, q3: 19_250.5, q4: 22_000 },
  { region: "South", rep: "Eve", q1: 0, q2: 1_250, q3: 2_500, q4: 3_750 }
].freeze

QUARTERS = %i[q1 q2 q3 q4].freeze

def money(x)
  whole, frac = format("%.2f", x).split(".")
  whole = whole.reverse.scan(/\d{1,3}/).join(",").reverse
  "$#{whole}.#{frac}"
end

header = <<~HDR
  ==========================================
  #{"ANNUAL SALES REPORT".center(42)}
  ==========================================
HDR
puts header

puts format("%-8s %-7s %12s %12s %8s", "Rep", "Region", "Total", "Average", "Best")
puts "-" * 50
SALES.each do |row|
  amounts = row.values_at(*QUARTERS)
  total = amounts.sum
  best = QUARTERS.max_by { |q| row[q] }
  puts format("%-8s %-7s %12s %12s %8s", row[:rep], row[:region], money(total), money(total / 4.0), best.upcase)
end

puts
by_region = SALES.group_by { |r| r[:region] }
by_region.sort.each do |region, rows|
  total = rows.sum { |r| QUARTERS.sum { |q| r[q] } }
  puts "#{region.ljust(10, '.')}#{money(total).rjust(15, '.')}  (#{rows.size} rep#{'s' if rows.size > 1})"
end

totals = QUARTERS.to_h { |q| [q, SALES.sum { |r| r[q] }] }
p totals
grand = totals.values.sum
puts "Grand total: #{money(grand)}"
totals.each do |q, v|
  pct = v / grand * 100
  bar = "#" * (pct / 2).round
  puts "#{q}: #{'%5.1f' % pct}% #{bar}"
end

note = <<-NOTE.strip
    Report generated for #{SALES.size} reps
    across #{by_region.size} regions.
  NOTE
puts note
raw = <<~'RAW'
  No #{interpolation} here\n
  just text
RAW
print raw
puts "%s has %d items costing %.3e total" % ["cart", 3, 12345.678]
puts "%05d|%-5d|%+d|%x|%o|%b|%e" % [42, 42, 42, 255, 8, 5, 0.000123]
puts "%10.4f|%-10s|%c%c" % [Math::E, "left", 65, "z"]
puts format("%08.3f", -3.14159), format("%%"), format("%3s|%-3s|", "ab", "cd")
puts 1234567.89.round(1), 1e20, 1e16, 1e15, 123456789012345.0, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0, -0.0, 1.23e-5, 3.0e-4
puts 10.0.to_s, 1e2.to_i, 7.0 / 2, 2**0.5, 10.5.floor, 10.5.ceil, 10.5.round, 11.5.round, -2.5.round, 2.675.round(2)
