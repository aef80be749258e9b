// features: program, method_reference, abstract_class, inheritance, hash_map, iterator, builtin_exceptions, cast_expression, streams, collections_utils
import java.util.*;
import java.util.stream.*;

// Type::method references dispatch on the receiver (an override runs), Map.compute and
// friends, ListIterator, AbstractMap.SimpleEntry, checked casts, exception class names,
// and groupingBy/toMap building HashMaps in Java's bucket order.
public class collections_dispatch {
    static abstract class Item {
        final String name;
        final double price;
        Item(String name, double price) { this.name = name; this.price = price; }
        abstract String category();
        double value() { return price; }
    }
    static class Tool extends Item {
        Tool(String n, double p) { super(n, p); }
        String category() { return "TOOL"; }
    }
    static class Food extends Item {
        Food(String n, double p) { super(n, p); }
        String category() { return "FOOD"; }
        @Override double value() { return price / 2; }
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>(List.of(new Tool("saw", 22), new Food("bread", 30), new Tool("awl", 12), new Food("jam", 8)));
        items.sort(Comparator.comparingDouble(Item::value));
        System.out.println(items.stream().map(i -> i.name).collect(Collectors.joining(",")));
        System.out.println(items.stream().mapToDouble(Item::value).sum());
        System.out.println(items.stream().collect(Collectors.groupingBy(Item::category, Collectors.mapping(i -> i.name, Collectors.toList()))));
        System.out.println(Stream.of("TOOL", "FOOD", "TOOL", "MISC").collect(Collectors.groupingBy(s -> s, Collectors.counting())));
        System.out.println(Stream.of("TOOL", "FOOD", "MISC").collect(Collectors.toMap(s -> s, String::length, Integer::sum)));

        Map<String, Integer> stock = new LinkedHashMap<>();
        stock.put("z", 1);
        stock.put("a", 2);
        stock.compute("a", (k, v) -> v == null ? 1 : v * 10);
        stock.compute("n", (k, v) -> v == null ? 7 : v + 1);
        stock.computeIfPresent("q", (k, v) -> v + 1);
        stock.computeIfPresent("z", (k, v) -> null);
        System.out.println(stock + " " + stock.replace("a", 5) + " " + stock.replace("a", 5, 6) + " " + stock);
        stock.replaceAll((k, v) -> v * 100);
        System.out.println(stock);
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "the cat and the hat and the bat".split(" ")) counts.compute(w, (k, v) -> v == null ? 1 : v + 1);
        System.out.println(counts);

        List<String> names = new LinkedList<>(List.of("ann", "bob", "cid"));
        ListIterator<String> li = names.listIterator();
        while (li.hasNext()) {
            int at = li.nextIndex();
            String s = li.next();
            if (s.equals("bob")) li.add("bea");
            else li.set(s.toUpperCase() + at);
        }
        System.out.println(names);
        while (li.hasPrevious()) System.out.print(li.previous() + (li.hasPrevious() ? "<" : "\n"));

        Map.Entry<String, Integer> e = new AbstractMap.SimpleEntry<>("k", 3);
        PriorityQueue<Map.Entry<String, Integer>> pq = new PriorityQueue<>(Map.Entry.comparingByValue());
        pq.add(e);
        pq.add(Map.entry("j", 1));
        System.out.println(pq.poll().getKey() + " " + pq.poll() + " " + e.getValue());

        Object o = "text";
        try {
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException ex) {
            System.out.println("ClassCastException caught");
        }
        Object shape = new Tool("hammer", 9);
        try {
            Food f = (Food) shape;
            System.out.println(f.name);
        } catch (ClassCastException ex) {
            System.out.println("not food: " + ((Item) shape).name);
        }
        try {
            System.out.println(10 % 0);
        } catch (RuntimeException ex) {
            System.out.println(ex.getClass().getName() + " / " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
        }
        try {
            new ArrayList<Integer>().iterator().next();
        } catch (NoSuchElementException ex) {
            System.out.println(ex.getClass().getName());
        }
        Stack<Integer> st = new Stack<>();
        st.push(4); st.push(5); st.push(6);
        System.out.println(st.search(4) + " " + st.empty() + " " + st.firstElement() + " " + st.elementAt(1));
        Deque<Integer> dq = new ArrayDeque<>(List.of(1, 2, 1, 3, 1));
        dq.removeLastOccurrence(1);
        dq.removeFirstOccurrence(1);
        System.out.println(dq);
    }
}
