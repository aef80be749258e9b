# features: case_in, hashes, arrays
def describe(data)
  case data
  in []
    "empty"
  in [x]
    "one: #{x}"
  in [x, y]
    "pair: #{x}, #{y}"
  in [first, *rest]
    "first #{first} and #{rest.size} more"
  in { name: String => name, age: Integer => age }
    "person #{name} #{age}"
  in { type: :circle, r: }
    "circle r=#{r}"
  in Integer | Float => n if n > 100
    "big number #{n}"
  in Integer
    "int"
  else
    "unknown"
  end
end

puts describe([])
puts describe([1])
puts describe([1, 2])
puts describe([1, 2, 3, 4])
puts describe({ name: "Ann", age: 31 })
puts describe({ type: :circle, r: 2 })
puts describe(500)
puts describe(5)
puts describe("str")
