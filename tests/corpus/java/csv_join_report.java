// features: program, record_declaration, text_block, streams, generic_methods, lambda_expression, string_format
import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

public class CsvJoin {
    record Customer(int id, String name, String country) {}
    record Order(int id, int customerId, String product, int qty, double price) {
        double amount() { return qty * price; }
    }

    static <T> List<T> load(String csv, Function<String[], T> mapper) {
        return csv.lines().skip(1).filter(l -> !l.isBlank()).map(l -> l.split(",")).map(mapper).collect(Collectors.toList());
    }

    public static void main(String[] args) {
        String customersCsv = """
            id,name,country
            1,Acme Corp,US
            2,Globex,DE
            3,Initech,US
            4,Umbrella,UK
            5,Hooli,US
            """;
        String ordersCsv = """
            id,customer,product,qty,price
            100,1,anvil,2,49.99
            101,2,rocket,1,1200.00
            102,1,magnet,10,4.25
            103,3,stapler,25,7.10
            104,4,vaccine,3,310.50
            105,2,laser,2,99.95
            106,9,ghost,1,1.00
            107,3,printer,1,220.00
            """;
        List<Customer> customers = load(customersCsv, f -> new Customer(Integer.parseInt(f[0]), f[1], f[2]));
        List<Order> orders = load(ordersCsv, f -> new Order(Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[2],
                Integer.parseInt(f[3]), Double.parseDouble(f[4])));
        Map<Integer, Customer> byId = customers.stream().collect(Collectors.toMap(Customer::id, Function.identity()));

        System.out.println("Joined orders:");
        for (Order o : orders) {
            Customer c = byId.get(o.customerId());
            String who = c == null ? "<unknown #" + o.customerId() + ">" : c.name();
            System.out.printf("  %d %-12s %-8s %3d x %8.2f = %9.2f%n", o.id(), who, o.product(), o.qty(), o.price(), o.amount());
        }

        Map<String, Double> revenueByCountry = orders.stream().filter(o -> byId.containsKey(o.customerId()))
                .collect(Collectors.groupingBy(o -> byId.get(o.customerId()).country(), TreeMap::new,
                        Collectors.summingDouble(Order::amount)));
        revenueByCountry.forEach((k, v) -> System.out.printf("%s: %.2f%n", k, v));

        Set<Integer> withOrders = orders.stream().map(Order::customerId).collect(Collectors.toSet());
        List<String> idle = customers.stream().filter(c -> !withOrders.contains(c.id())).map(Customer::name).toList();
        System.out.println("No orders: " + idle);

        DoubleSummaryStatistics st = orders.stream().mapToDouble(Order::amount).summaryStatistics();
        System.out.println(String.format("count=%d sum=%.2f min=%.2f max=%.2f avg=%.4f", st.getCount(), st.getSum(), st.getMin(), st.getMax(), st.getAverage()));

        Map<String, List<String>> productsByCustomer = orders.stream().filter(o -> byId.containsKey(o.customerId()))
                .collect(Collectors.groupingBy(o -> byId.get(o.customerId()).name(), LinkedHashMap::new,
                        Collectors.mapping(Order::product, Collectors.toList())));
        System.out.println(productsByCustomer);
        Optional<Map.Entry<String, Double>> best = revenueByCountry.entrySet().stream().max(Map.Entry.comparingByValue());
        System.out.println("Top country: " + best.map(Map.Entry::getKey).orElse("none"));
        String csvOut = orders.stream().sorted(Comparator.comparingDouble(Order::amount).reversed()).limit(3)
                .map(o -> o.id() + ";" + o.product()).collect(Collectors.joining("|"));
        System.out.println(csvOut);
        System.out.println(orders.stream().anyMatch(o -> o.qty() > 20) + " " + orders.stream().allMatch(o -> o.price() > 1) + " " + orders.stream().noneMatch(o -> o.product().isEmpty()));
    }
}
