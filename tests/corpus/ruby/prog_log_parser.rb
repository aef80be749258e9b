# features: regex, struct, heredoc, case_when, ranges, global_vars, safe_navigation, symbols
# Parse a web server log with regexes and named captures
LOG = <<~LOG
  2024-03-01 10:15:32 INFO  [web-1] GET /index.html 200 512ms user=alice
  2024-03-01 10:15:33 WARN  [web-2] GET /missing 404 12ms user=bob
  2024-03-01 10:16:01 INFO  [web-1] POST /api/login 200 88ms user=carol
  2024-03-01 10:16:05 ERROR [web-3] GET /api/data 500 1503ms user=alice
  malformed line here
  2024-03-01 10:17:45 INFO  [web-2] GET /index.html 200 47ms user=dave
  2024-03-01 10:18:00 DEBUG [web-1] PUT /api/item/42 201 230ms user=bob
  2024-03-01 10:19:12 ERROR [web-1] DELETE /api/item/7 403 5ms user=eve
LOG

LINE_RE = /\A(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) (?<level>[A-Z]+)\s+\[(?<host>[\w-]+)\] (?<verb>[A-Z]+) (?<path>\S+) (?<status>\d{3}) (?<ms>\d+)ms user=(?<user>\w+)\z/

Entry = Struct.new(:time, :level, :host, :verb, :path, :status, :ms, :user, keyword_init: true)

entries = []
bad = []
LOG.each_line.with_index(1) do |line, no|
  md = LINE_RE.match(line.chomp)
  if md
    entries << Entry.new(time: md[:time], level: md[:level].downcase.to_sym, host: md["host"],
                         verb: md[:verb], path: md[:path], status: md[:status].to_i,
                         ms: md[:ms].to_i, user: md[:user])
  else
    bad << no
  end
end

puts "parsed #{entries.size} entries; bad lines: #{bad.inspect}"
p entries.first
p entries.first.to_h.keys
p entries.map(&:level).tally
p entries.group_by(&:host).transform_values { |es| es.sum(&:ms) }

slow = entries.select { |e| e.ms > 200 }.sort_by(&:ms).reverse
slow.each { |e| puts "SLOW #{e.time} #{e.verb.ljust(6)} #{e.path.ljust(14)} #{e.ms.to_s.rjust(5)}ms" }

errors = entries.select { |e| (400..599).cover?(e.status) }
errors.each do |e|
  kind = case e.status
         when 400...500 then "client"
         when 500..599 then "server"
         end
  puts "#{kind} error #{e.status} on #{e.path} by #{e.user}"
end

avg = entries.sum(&:ms).fdiv(entries.size)
puts "average latency: #{avg.round(2)}ms"
puts "median latency: #{entries.map(&:ms).sort[entries.size / 2]}ms"
ids = entries.map(&:path).grep(%r{/api/item/(\d+)}) { $1.to_i }
p ids
p entries.map(&:path).uniq.grep_v(/api/)
p entries.map { |e| e.time.split(":").map(&:to_i) }.map { |h, m, s| h * 3600 + m * 60 + s }.each_cons(2).map { |a, b| b - a }
by_user = entries.each_with_object(Hash.new { |h, k| h[k] = [] }) { |e, h| h[e.user] << e.status }
p by_user
p by_user.select { |_, v| v.any? { |s| s >= 400 } }.keys.sort

if (m = "user=zed id=9" .match(/user=(\w+) id=(\d+)/))
  p m[0], m[1], m[2].to_i, m.pre_match, m.captures, m.begin(0)
end
p "2024-03-01" =~ /(\d+)-(\d+)/, $~[2], $1
p "a1b22c333".scan(/[a-z]\d+/), "a1b22c333".scan(/([a-z])(\d+)/)
p "key: value; other: thing".split(/;\s*/).map { |kv| kv.split(/:\s*/) }.to_h
p "phone: 555-1234 and 555-9876".gsub(/(\d{3})-(\d{4})/, '\2-\1')
p "x" .match?(/X/i), "Hello World".scan(/o/).count, "aaa".sub("a") { |s| s.upcase }
p "path/to/file.rb".match(/(?<dir>.*)\/(?<base>[^\/]+)\.(?<ext>\w+)$/)&.named_captures
