# features: struct, hash_default, case_when, ranges, splat, multiple_assignment, format, sorting
# Grade school roster using hashes and Struct
Student = Struct.new(:name, :grade, :scores) do
  def average
    return 0.0 if scores.empty?
    scores.sum.to_f / scores.size
  end

  def letter
    case average
    when 90.. then "A"
    when 80...90 then "B"
    when 70...80 then "C"
    when 60...70 then "D"
    else "F"
    end
  end
end

class School
  def initialize
    @roster = Hash.new { |h, k| h[k] = [] }
  end

  def add(name, grade, scores = [])
    return false if @roster.values.flatten.any? { |s| s.name == name }
    @roster[grade] << Student.new(name, grade, scores)
    true
  end

  def grade(n)
    @roster.fetch(n, []).map(&:name).sort
  end

  def roster
    @roster.keys.sort.flat_map { |g| grade(g) }
  end

  def students
    @roster.values.flatten
  end
end

school = School.new
data = [
  ["Aimee", 2, [95, 88, 92]], ["Blair", 2, [72, 65]], ["Paul", 2, [81, 79, 90]],
  ["James", 1, [55, 61, 58]], ["Chelsea", 3, [100]], ["Logan", 7, []],
  ["Aimee", 4, [10]], ["Zed", 1, [89.5, 90.5]]
]
data.each do |name, grade, scores|
  added = school.add(name, grade, scores)
  puts "add #{name} to #{grade}: #{added}"
end

p school.roster
p school.grade(2)
p school.grade(9)
school.students.sort_by { |s| [-s.average, s.name] }.each do |s|
  puts "%-8s grade %d avg %6.2f %s" % [s.name, s.grade, s.average, s.letter]
end

by_letter = school.students.group_by(&:letter)
by_letter.sort.each { |letter, studs| puts "#{letter}: #{studs.map(&:name).join(', ')}" }

s = school.students.first
p s
p s.to_a
p s.to_h
puts s.name, s[1], s[:scores].inspect
s.grade = 3
p s.grade
a, b, c = *s
p [a, b, c]
p Student.members
p Student.new("X", 1, [1]) == Student.new("X", 1, [1])
p school.students.map(&:grade).tally.sort.to_h
p school.students.sum { |st| st.scores.size }
p school.students.min_by(&:average).name
p school.students.each_with_object({}) { |st, h| h[st.name] = st.scores.max }
best = school.students.reject { |st| st.scores.empty? }.max_by(2, &:average)
p best.map(&:name)
