# features: hashes, struct, format, sorting, array_methods, string_methods
Item = Struct.new(:name, :category, :price, :qty)
items = [
  Item.new("Widget", :tools, 2.5, 10),
  Item.new("Gadget", :tools, 12.0, 3),
  Item.new("Apple", :food, 0.5, 100),
  Item.new("Bread", :food, 3.25, 4),
  Item.new("Lamp", :home, 25.0, 1)
]
by_cat = items.group_by(&:category)
by_cat.each do |cat, list|
  total = list.sum { |i| i.price * i.qty }
  puts format("%-6s %3d items  $%8.2f", cat, list.sum(&:qty), total)
end
puts "-" * 30
items.sort_by { |i| [-i.price * i.qty, i.name] }.each do |i|
  puts "#{i.name.ljust(8)}#{(i.price * i.qty).round(2).to_s.rjust(8)}"
end
cheap, pricey = items.partition { |i| i.price < 5 }
puts "cheap: #{cheap.map(&:name).join(', ')}"
puts "pricey: #{pricey.map(&:name).join(', ')}"
puts "most stocked: #{items.max_by(&:qty).name}"
printf("%.1f%% food\n", 100.0 * items.count { |i| i.category == :food } / items.size)
