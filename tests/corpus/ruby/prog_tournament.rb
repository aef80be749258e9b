# features: struct, hash_default, heredoc, case_when, endless_method, string_methods, splat
# Tournament tally table
class Tournament
  Row = Struct.new(:team, :w, :d, :l) do
    def mp = w + d + l
    def points = w * 3 + d
  end

  def self.tally(input)
    table = Hash.new { |h, team| h[team] = Row.new(team, 0, 0, 0) }
    input.each_line(chomp: true) do |line|
      next if line.strip.empty? || line.start_with?("#")
      home, away, result = line.split(";")
      case result
      when "win"
        table[home].w += 1
        table[away].l += 1
      when "loss"
        table[home].l += 1
        table[away].w += 1
      when "draw"
        table[home].d += 1
        table[away].d += 1
      else
        warn "ignored: #{line}" if false
      end
    end
    rows = table.values.sort_by { |r| [-r.points, r.team] }
    header = format_row("Team", "MP", "W", "D", "L", "P")
    ([header] + rows.map { |r| format_row(r.team, r.mp, r.w, r.d, r.l, r.points) }).join("\n") + "\n"
  end

  def self.format_row(name, *nums)
    name.ljust(31) + "| " + nums.map { |n| n.to_s.rjust(2) }.join(" | ")
  end
end

puts Tournament.tally("")
input = <<~INPUT
  Allegoric Alaskans;Blithering Badgers;win
  Devastating Donkeys;Courageous Californians;draw
  Devastating Donkeys;Allegoric Alaskans;win
  # a comment line
  Courageous Californians;Blithering Badgers;loss
  Blithering Badgers;Devastating Donkeys;loss
  Allegoric Alaskans;Courageous Californians;win

  Bogus;Line;maybe
  Courageous Californians;Devastating Donkeys;draw
INPUT
print Tournament.tally(input)
puts
print Tournament.tally("Alpha;Beta;draw\nBeta;Alpha;draw\n")

results = input.lines.map(&:chomp).reject(&:empty?).grep(/;/).map { |l| l.split(";") }
p results.map(&:last).tally
p results.flat_map { |h, a, _| [h, a] }.uniq.size
teams = results.flat_map { |h, a, _| [h, a] }.uniq.sort
p teams.map { |t| t.split.map { |w| w[0] }.join }
matrix = teams.map do |t|
  teams.map do |o|
    r = results.find { |h, a, _| h == t && a == o }
    r ? r[2][0].upcase : "."
  end.join
end
puts matrix
p results.each_with_index.map { |(h, _a, res), i| "#{i}:#{h[0, 3]}:#{res}" }
