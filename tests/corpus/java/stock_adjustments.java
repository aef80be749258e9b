// features: program, enum_declaration, nested_static_class, hash_map, streams, method_reference, lambda_expression, multi_catch, builtin_exceptions, string_format, collections_utils, iterator, long_arithmetic
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Inventory2 {
    enum Category { TOOLS, GARDEN, KITCHEN }

    static final class Product {
        private final String name; private final Category cat; private int stock; private final long priceCents;
        Product(String name, Category cat, int stock, long priceCents) { this.name = name; this.cat = cat; this.stock = stock; this.priceCents = priceCents; }
        String name() { return name; } Category cat() { return cat; } int stock() { return stock; } long price() { return priceCents; }
        void adjust(int delta) {
            if (stock + delta < 0) throw new IllegalArgumentException("not enough " + name + ": " + stock + " < " + (-delta));
            stock += delta;
        }
    }

    static String money(long c) { return String.format("%d.%02d", c / 100, c % 100); }

    public static void main(String[] args) {
        List<Product> ps = new ArrayList<>();
        ps.add(new Product("hammer", Category.TOOLS, 12, 1599));
        ps.add(new Product("rake", Category.GARDEN, 4, 2450));
        ps.add(new Product("whisk", Category.KITCHEN, 30, 399));
        ps.add(new Product("saw", Category.TOOLS, 0, 3199));
        ps.add(new Product("hose", Category.GARDEN, 7, 1875));
        String[] orders = {"hammer:-3", "saw:-1", "whisk:+10", "rake:-4", "hose:-8", "drill:-1"};
        Map<String, Product> idx = ps.stream().collect(Collectors.toMap(Product::name, Function.identity()));
        for (String o : orders) {
            String[] kv = o.split(":");
            Product p = idx.get(kv[0]);
            try {
                Objects.requireNonNull(p, "no product " + kv[0]);
                p.adjust(Integer.parseInt(kv[1]));
                System.out.println("ok " + o + " -> " + p.stock());
            } catch (IllegalArgumentException | NullPointerException e) {
                System.out.println("rejected " + o + ": " + e.getMessage());
            }
        }
        EnumMap<Category, Long> value = new EnumMap<>(Category.class);
        for (Product p : ps) value.merge(p.cat(), p.stock() * p.price(), Long::sum);
        value.forEach((c, v) -> System.out.println(c + " " + money(v)));
        System.out.println(ps.stream().filter(p -> p.stock() == 0).map(Product::name).collect(Collectors.joining(",", "out of stock: [", "]")));
        Map<Category, Optional<Product>> priciest = ps.stream().collect(Collectors.groupingBy(Product::cat, () -> new EnumMap<>(Category.class), Collectors.maxBy(Comparator.comparingLong(Product::price))));
        priciest.forEach((c, p) -> System.out.println(c.name().toLowerCase() + ": " + p.map(Product::name).orElse("-")));
        BiFunction<Long, Integer, Long> discount = (price, pct) -> price * (100 - pct) / 100;
        System.out.println(money(discount.apply(3199L, 15)) + " " + money(discount.andThen(x -> x * 2).apply(1000L, 10)));
        List<String> report = new ArrayList<>();
        ListIterator<Product> it = ps.listIterator();
        while (it.hasNext()) { Product p = it.next(); if (p.stock() < 5) report.add(it.previousIndex() + ":" + p.name()); }
        System.out.println(report + " " + Collections.max(ps, Comparator.comparingInt(Product::stock)).name() + " " + Category.valueOf("GARDEN").ordinal());
    }
}
