# features: classes, hashes, hash_default, sorting, array_methods
class School
  def initialize
    @grades = Hash.new { |h, k| h[k] = [] }
  end

  def add(name, grade)
    return false if @grades.values.flatten.include?(name)
    @grades[grade] << name
    true
  end

  def grade(n)
    @grades[n].sort
  end

  def roster
    @grades.keys.sort.flat_map { |g| grade(g) }
  end
end

s = School.new
p s.add("Aimee", 2), s.add("Blair", 2), s.add("James", 2), s.add("Paul", 1), s.add("Blair", 3)
p s.grade(2), s.grade(5), s.roster
