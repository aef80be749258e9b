// features: record_declaration, instanceof_expression, custom_exceptions, method_reference, streams, big_numbers, deque_stack, string_format
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;
import java.util.stream.*;

public class InventoryFifoLots {
    sealed interface Movement permits Receipt, Issue, Adjustment {}
    record Receipt(String sku, int qty, BigDecimal unitCost) implements Movement {}
    record Issue(String sku, int qty) implements Movement {}
    record Adjustment(String sku, int delta, String reason) implements Movement {}

    static class Lot {
        int qty; final BigDecimal cost;
        Lot(int qty, BigDecimal cost) { this.qty = qty; this.cost = cost; }
        @Override public String toString() { return qty + "@" + cost; }
    }

    static class OutOfStock extends Exception {
        final int shortBy;
        OutOfStock(String sku, int shortBy) { super("out of stock: " + sku + " short by " + shortBy); this.shortBy = shortBy; }
    }

    private final Map<String, Deque<Lot>> lots = new TreeMap<>();
    private BigDecimal cogs = BigDecimal.ZERO;
    private final List<String> audit = new ArrayList<>();

    void apply(Movement m) throws OutOfStock {
        if (m instanceof Receipt r) {
            lots.computeIfAbsent(r.sku(), k -> new ArrayDeque<>()).addLast(new Lot(r.qty(), r.unitCost()));
        } else if (m instanceof Issue i) {
            issue(i.sku(), i.qty());
        } else if (m instanceof Adjustment a) {
            audit.add(String.format("%s %+d (%s)", a.sku(), a.delta(), a.reason()));
            if (a.delta() < 0) issue(a.sku(), -a.delta());
            else lots.computeIfAbsent(a.sku(), k -> new ArrayDeque<>()).addLast(new Lot(a.delta(), BigDecimal.ZERO));
        }
    }

    private void issue(String sku, int qty) throws OutOfStock {
        Deque<Lot> q = lots.getOrDefault(sku, new ArrayDeque<>());
        int have = q.stream().mapToInt(l -> l.qty).sum();
        if (have < qty) throw new OutOfStock(sku, qty - have);
        while (qty > 0) {
            Lot head = q.peekFirst();
            int take = Math.min(head.qty, qty);
            cogs = cogs.add(head.cost.multiply(BigDecimal.valueOf(take)));
            head.qty -= take;
            qty -= take;
            if (head.qty == 0) q.pollFirst();
        }
    }

    BigDecimal value() {
        return lots.values().stream().flatMap(Deque::stream)
                .map(l -> l.cost.multiply(BigDecimal.valueOf(l.qty)))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public static void main(String[] args) {
        InventoryFifoLots inv = new InventoryFifoLots();
        List<Movement> moves = List.of(
                new Receipt("bolt", 100, new BigDecimal("0.10")),
                new Receipt("nut", 250, new BigDecimal("0.04")),
                new Issue("bolt", 30),
                new Receipt("bolt", 50, new BigDecimal("0.12")),
                new Issue("bolt", 90),
                new Adjustment("nut", -5, "damaged"),
                new Issue("washer", 1),
                new Adjustment("washer", 12, "found"),
                new Issue("nut", 300),
                new Issue("washer", 2));
        int n = 0;
        for (Movement m : moves) {
            n++;
            try {
                inv.apply(m);
            } catch (OutOfStock e) {
                System.out.println("#" + n + " " + e.getMessage() + " (" + e.shortBy + ")");
            }
        }
        System.out.println(inv.lots);
        System.out.println("COGS " + inv.cogs + " value " + inv.value().setScale(2, RoundingMode.HALF_EVEN));
        System.out.println(inv.audit);
        BigDecimal avg = inv.cogs.divide(BigDecimal.valueOf(125), 4, RoundingMode.HALF_UP);
        System.out.println("avg unit cost " + avg + " stripped " + avg.stripTrailingZeros().toPlainString());
        Map<Boolean, Long> split = moves.stream().collect(Collectors.partitioningBy(m -> m instanceof Receipt, Collectors.counting()));
        System.out.println(split);
        String skus = moves.stream().map(m -> m instanceof Receipt r ? r.sku()
                : m instanceof Issue i ? i.sku()
                : ((Adjustment) m).sku().toUpperCase()).distinct().collect(Collectors.joining("|", "<", ">"));
        System.out.println(skus);
        System.out.println(moves.get(0));
        System.out.println(new Receipt("x", 1, new BigDecimal("1.50")).equals(new Receipt("x", 1, new BigDecimal("1.5"))));
        InterfaceMethodRefs.run();
    }
}

// Method references through the collection interfaces: Deque::stream,
// Queue::peek, NavigableMap::firstKey, Iterator::next.
class InterfaceMethodRefs {
    static void run() {
        java.util.function.Function<Deque<Integer>, Integer> size = Deque::size;
        java.util.function.Function<Queue<Integer>, Integer> peek = Queue::peek;
        java.util.function.Function<NavigableMap<String, Integer>, String> first = NavigableMap::firstKey;
        java.util.function.Function<Iterator<String>, String> next = Iterator::next;
        Deque<Integer> d = new ArrayDeque<>(List.of(4, 5, 6));
        System.out.println(size.apply(d) + " " + peek.apply(d) + " " + first.apply(new TreeMap<>(Map.of("b", 1, "a", 2)))
                + " " + next.apply(List.of("x", "y").iterator()));
        System.out.println(List.of(d, new ArrayDeque<>(List.of(7))).stream().flatMap(Deque::stream).mapToInt(Integer::intValue).sum());
    }
}
