// features: program, record_declaration, nested_static_class, hash_map, streams, method_reference, lambda_expression, string_format, generics
import java.util.*;
import java.util.stream.*;

public class Inventory {
    record Item(String sku, String name, int qty, double price) {
        double value() { return qty * price; }
    }

    static class Warehouse {
        private final Map<String, Item> items = new TreeMap<>();
        private final List<String> log = new ArrayList<>();

        void add(Item it) {
            items.merge(it.sku(), it, (a, b) -> new Item(a.sku(), a.name(), a.qty() + b.qty(), b.price()));
            log.add("ADD " + it.sku() + " x" + it.qty());
        }

        boolean remove(String sku, int n) {
            Item it = items.get(sku);
            if (it == null || it.qty() < n) {
                log.add("FAIL " + sku);
                return false;
            }
            items.put(sku, new Item(sku, it.name(), it.qty() - n, it.price()));
            log.add("REMOVE " + sku + " x" + n);
            return true;
        }

        double total() {
            return items.values().stream().mapToDouble(Item::value).sum();
        }
    }

    public static void main(String[] args) {
        Warehouse w = new Warehouse();
        w.add(new Item("A100", "Widget", 10, 2.50));
        w.add(new Item("B200", "Gadget", 3, 19.99));
        w.add(new Item("A100", "Widget", 5, 2.75));
        w.add(new Item("C300", "Doohickey", 0, 7.0));
        w.remove("B200", 2);
        w.remove("C300", 1);
        w.remove("Z999", 1);
        for (Item it : w.items.values()) {
            System.out.printf("%-6s %-10s %4d %8.2f%n", it.sku(), it.name(), it.qty(), it.value());
        }
        System.out.printf("Total: %.2f%n", w.total());
        System.out.println(String.join("; ", w.log));
        Map<Boolean, List<String>> parts = w.items.values().stream()
            .collect(Collectors.partitioningBy(i -> i.qty() > 0, Collectors.mapping(Item::name, Collectors.toList())));
        System.out.println(parts);
        Optional<Item> priciest = w.items.values().stream().max(Comparator.comparingDouble(Item::price));
        System.out.println(priciest.map(Item::name).orElse("none"));
        System.out.println(w.items.get("A100"));
    }
}
