# features: integers, floats, bignum, integer_division, exponent, everything_object
puts 7.fdiv(2), 7.divmod(2).inspect, (-7).divmod(2).inspect, 7.0.floor, 7.5.ceil, 7.5.round, 8.5.round, -2.5.round
puts 3.14159.round(2), 10.0.to_i, 3.99.truncate, 1234.5678.floor(2), 12345.round(-2)
puts 10.digits.inspect, 1234.digits.sum, 255.to_s(2).count("1")
puts 1.even?, 1.odd?, 0.zero?, -5.abs, 5.pred, 5.succ, -3.negative?, 3.positive?
puts 10.between?(1, 10), 15.clamp(1, 10), 2**62 + 2**62
puts 1_000_000 * 1_000_000 * 1_000_000
puts (1..30).reduce(:*) / (1..28).reduce(:*)
puts 100.0 / 3, 1.0 / 3 * 3, 2.0**0.5, 10.0, 1e3, 1.23e-7, -0.0, 1e100
puts 3.7 % 1, -7.5.abs, 5.0 == 5, 5.eql?(5.0), 1 <=> 2, 2.0 <=> 1
puts Integer.sqrt(17), Math.sqrt(16), Math::PI.round(5), Math.log(Math::E), Math.hypot(3, 4)
puts 5.to_f / 2, 5 / 2.0, 1.0.to_s, 3.0 * 2, 10.0.to_i.class, 2.5.class, (2**70).class
puts 6.pow(2), 3.pow(4, 5), 17.remainder(5), -17 % 5, -17.remainder(5)
puts 1.0.nan?, (0.0 / 0.0).nan?, 1.0 / 0, -1.0 / 0
puts 1.next.next, 65.chr, "A".ord, 3.times.to_a.inspect, 1.upto(4).to_a.inspect, 4.downto(1).map { |i| i * 2 }.inspect
puts 1.step(10, 3).to_a.inspect, 10.step(1, -4).to_a.inspect, 1.0.step(2.0, 0.5).to_a.inspect
puts 0.1 * 3, 1.1 + 2.2, 3.3 - 1.1, 100.0.to_s, 1e15, 1e16, 123e-10
puts 12.5.to_s, 1.23456789012345e+15, (0.1).round(20)
