// features: program, interface_declaration, abstract_class, inheritance, generics, iterator, hash_map, streams, lambda_expression, method_reference, instanceof_expression, collections_utils, string_format
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Warehouse {
    interface Identified { String id(); }

    static abstract class Item implements Identified, Comparable<Item> {
        private final String id;
        protected int qty;
        Item(String id, int qty) { this.id = id; this.qty = qty; }
        public String id() { return id; }
        abstract double unitValue();
        double value() { return unitValue() * qty; }
        public int compareTo(Item o) { return id.compareTo(o.id); }
        @Override public String toString() { return String.format("%s x%d @%.2f", id, qty, unitValue()); }
    }
    static class Perishable extends Item {
        final int daysLeft;
        final double price;
        Perishable(String id, int qty, double price, int daysLeft) { super(id, qty); this.price = price; this.daysLeft = daysLeft; }
        double unitValue() { return daysLeft <= 2 ? price * 0.5 : price; }
    }
    static class Durable extends Item {
        final double price;
        Durable(String id, int qty, double price) { super(id, qty); this.price = price; }
        double unitValue() { return price; }
    }

    static class Repo<T extends Identified> implements Iterable<T> {
        private final Map<String, T> byId = new LinkedHashMap<>();
        void add(T t) {
            if (byId.putIfAbsent(t.id(), t) != null) throw new IllegalArgumentException("duplicate id " + t.id());
        }
        Optional<T> find(String id) { return Optional.ofNullable(byId.get(id)); }
        List<T> where(Predicate<? super T> p) { return byId.values().stream().filter(p).collect(Collectors.toList()); }
        public Iterator<T> iterator() { return Collections.unmodifiableCollection(byId.values()).iterator(); }
        int size() { return byId.size(); }
    }

    public static void main(String[] args) {
        Repo<Item> repo = new Repo<>();
        repo.add(new Perishable("milk", 40, 1.20, 2));
        repo.add(new Durable("drill", 5, 89.99));
        repo.add(new Perishable("bread", 25, 2.50, 4));
        repo.add(new Durable("hammer", 12, 15.00));
        repo.add(new Perishable("cheese", 8, 7.75, 1));
        try {
            repo.add(new Durable("drill", 1, 1));
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        for (Item i : repo) System.out.println(i + " = " + String.format("%8.2f", i.value()));
        double total = 0;
        Iterator<Item> it = repo.iterator();
        while (it.hasNext()) total += it.next().value();
        System.out.printf("total %.2f over %d items%n", total, repo.size());
        try {
            Iterator<Item> it2 = repo.iterator();
            it2.next();
            it2.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator is read-only");
        }
        List<Item> clearance = repo.where(i -> i instanceof Perishable p && p.daysLeft <= 2);
        System.out.println("clearance: " + clearance);
        List<Item> sorted = new ArrayList<>();
        repo.forEach(sorted::add);
        Collections.sort(sorted);
        System.out.println(sorted.stream().map(Identified::id).collect(Collectors.joining(" < ")));
        sorted.sort(Comparator.comparingDouble(Item::value).reversed());
        System.out.println("most valuable: " + sorted.get(0).id() + ", least: " + sorted.get(sorted.size() - 1).id());
        System.out.println(repo.find("hammer").map(Item::value).orElse(0.0) + " " + repo.find("saw").isEmpty());
        Map<String, Double> byKind = StreamSupport.stream(repo.spliterator(), false)
            .collect(Collectors.groupingBy(i -> i.getClass().getSimpleName(), TreeMap::new, Collectors.summingDouble(Item::value)));
        System.out.println(byKind);
        Function<Item, String> label = i -> i.id().toUpperCase();
        UnaryOperator<String> bracket = s -> "[" + s + "]";
        System.out.println(sorted.stream().map(label.andThen(bracket)).toList());
        List<Integer> restock = new ArrayList<>(Collections.nCopies(repo.size(), 0));
        int idx = 0;
        for (Item i : repo) { if (i.qty < 10) restock.set(idx, 20 - i.qty); idx++; }
        System.out.println("restock: " + restock + " frequency of 0: " + Collections.frequency(restock, 0));
        List<Item> view = Collections.unmodifiableList(sorted);
        try {
            view.set(0, null);
        } catch (UnsupportedOperationException e) {
            System.out.println("view is read-only, size " + view.size());
        }
    }
}
