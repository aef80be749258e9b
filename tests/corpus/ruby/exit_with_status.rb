# features: uncaught_exception, hashes
# A batch job that reports and exits with a status, as scripts do.
require "English"
counts = {}
counts.default=0
%w[ok ok fail ok].each { |r| counts[r] += 1 }
puts "ok=#{counts["ok"]} fail=#{counts["fail"]} skipped=#{counts["skipped"]}"
sleep 0
exit 3 if counts["fail"] > 0
puts "not reached"
