// features: program, record_declaration, text_block, streams, method_reference, lambda_expression, var_declaration, string_format, hash_map
import java.util.*;
import java.util.stream.*;

public class SalesCsv {
    record Sale(String region, String product, int units, double price) {
        double total() { return units * price; }
    }

    static final String DATA = """
        region,product,units,price
        North,Widget,12,2.50
        South,Gadget,3,19.99
        North,Gadget,7,19.99
        East,Widget,40,2.25
        West,Doohickey,1,149.00
        South,Widget,18,2.50
        East,Gizmo,5,35.10
        North,Gizmo,2,35.10
        West,Widget,9,2.40
        South,Doohickey,2,139.50
        """;

    public static void main(String[] args) {
        List<Sale> sales = DATA.lines().skip(1)
            .map(line -> line.split(","))
            .map(p -> new Sale(p[0], p[1], Integer.parseInt(p[2]), Double.parseDouble(p[3])))
            .collect(Collectors.toList());
        System.out.println(sales.size() + " rows");

        Map<String, Double> byRegion = sales.stream()
            .collect(Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingDouble(Sale::total)));
        byRegion.forEach((r, t) -> System.out.printf("%-6s %9.2f%n", r, t));

        Map<String, IntSummaryStatistics> unitsByProduct = sales.stream()
            .collect(Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summarizingInt(Sale::units)));
        unitsByProduct.forEach((p, s) -> System.out.println(p + " -> " + s));

        var result = sales.stream().collect(Collectors.teeing(
            Collectors.summingDouble(Sale::total),
            Collectors.counting(),
            (sum, n) -> String.format("avg sale %.3f over %d sales", sum / n, n)));
        System.out.println(result);

        Map<Boolean, Long> bigSmall = sales.stream()
            .collect(Collectors.partitioningBy(s -> s.total() >= 50, Collectors.counting()));
        System.out.println("big/small: " + bigSmall);

        List<String> products = sales.stream().map(Sale::product).distinct().sorted().toList();
        System.out.println(products);
        String best = sales.stream()
            .sorted(Comparator.comparingDouble(Sale::total).reversed().thenComparing(Sale::region))
            .limit(3)
            .map(s -> s.region() + "/" + s.product() + "=" + String.format("%.2f", s.total()))
            .collect(Collectors.joining("; "));
        System.out.println("top3: " + best);

        List<Integer> squares = IntStream.rangeClosed(1, 6).map(i -> i * i).boxed().collect(Collectors.toList());
        System.out.println(squares);
        System.out.println(IntStream.range(0, 20).filter(i -> i % 3 == 0).mapToObj(Integer::toString).collect(Collectors.joining(",")));
        List<List<String>> nested = List.of(List.of("a", "b"), List.of(), List.of("c", "d", "e"));
        System.out.println(nested.stream().flatMap(List::stream).map(String::toUpperCase).toList());
        System.out.println(Stream.of("x", "yy", "zzz").collect(Collectors.toMap(s -> s, String::length)));
        double[] totals = sales.stream().mapToDouble(Sale::total).sorted().toArray();
        System.out.println(Arrays.toString(Arrays.copyOf(totals, 4)));
        OptionalDouble avgUnits = sales.stream().filter(s -> s.region().equals("Central")).mapToInt(Sale::units).average();
        System.out.println(avgUnits.isPresent() ? "has central" : "no central " + avgUnits);
        System.out.println(sales.stream().mapToInt(Sale::units).sum() + " units, max " + sales.stream().mapToInt(Sale::units).max().getAsInt());
        Map<String, List<String>> regionProducts = sales.stream().collect(Collectors.groupingBy(Sale::region, LinkedHashMap::new,
            Collectors.mapping(Sale::product, Collectors.toList())));
        System.out.println(regionProducts);
        System.out.println(sales.stream().anyMatch(s -> s.units() > 30) + " " + sales.stream().allMatch(s -> s.price() > 2));
        System.out.println(Stream.iterate(1, x -> x * 3).limit(8).reduce(0, Integer::sum));
        System.out.println(Stream.iterate(1, x -> x < 200, x -> x * 2).map(String::valueOf).collect(Collectors.joining(" ")));
    }
}
