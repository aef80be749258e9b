// features: lambda_expression, streams, hash_map, array_list, comparator_combinators, char_type, record_declaration
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class LambdaLibraryParams {
    record Item(String name, long qty, char code) {}
    public static void main(String[] args) {
        List<Integer> nums = List.of(7, 8, 9);
        nums.forEach(n -> System.out.println(n / 2));
        Map<String, List<Integer>> groups = new TreeMap<>();
        for (int n : nums) groups.computeIfAbsent(n % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(n);
        groups.forEach((k, v) -> System.out.println(k + "=" + v + " " + (v.get(0) / 2)));
        List<Character> cs = new ArrayList<>(List.of('a', 'b', 'c'));
        cs.forEach(c -> System.out.println(c + 1));
        cs.replaceAll(c -> (char) (c + 1));
        System.out.println(cs);
        List<Long> ls = new ArrayList<>(List.of(10L, 20L));
        ls.replaceAll(x -> x * 3);
        Object o = ls.get(0);
        System.out.println(o instanceof Long);
        Map<String, Long> counts = new HashMap<>();
        counts.merge("a", 1L, (a, b) -> a + b);
        counts.merge("a", 1L, (a, b) -> a + b);
        Object c = counts.get("a");
        System.out.println(c.getClass().getSimpleName() + " " + c);
        List<Item> items = new ArrayList<>(List.of(new Item("x", 5, 'q'), new Item("y", 3, 'r')));
        items.sort(Comparator.comparing(i -> i.qty()));
        System.out.println(items);
        items.sort((a, b) -> Long.compare(b.qty(), a.qty()));
        items.forEach(i -> System.out.println(i.code() + 1));
        Map<Character, Integer> freq = new TreeMap<>();
        for (char ch : "hello".toCharArray()) freq.merge(ch, 1, Integer::sum);
        freq.forEach((k, v) -> System.out.println(k + ":" + (k + v)));
        Function<Integer, Integer> half = x -> x / 2;
        System.out.println(half.apply(7));
        BiFunction<Integer, Integer, Integer> div = (x, y) -> x / y;
        System.out.println(div.apply(7, 2));
        Supplier<Long> sup = () -> 5L;
        Object so = sup.get();
        System.out.println(so.getClass().getName());
        List<String> words = List.of("apple", "kiwi", "banana");
        System.out.println(words.stream().map(w -> w.length() / 2).collect(Collectors.toList()));
        System.out.println(words.stream().collect(Collectors.toMap(w -> w.charAt(0), w -> w.length())));
        System.out.println(words.stream().mapToInt(w -> w.length()).map(x -> x / 2).sum());
        Map<Boolean, Long> parts = words.stream().collect(Collectors.partitioningBy(w -> w.length() > 4, Collectors.counting()));
        System.out.println(parts);
        Optional<Integer> op = Optional.of(9);
        System.out.println(op.map(v -> v / 2).get());
        IntStream.range(0, 3).forEach(i -> System.out.print((char) ('a' + i)));
        System.out.println();
        List<Integer> sorted = new ArrayList<>(nums);
        sorted.sort((a, b) -> b - a);
        System.out.println(sorted);
        sorted.removeIf(x -> x / 2 == 4);
        System.out.println(sorted);
        Map<String, Integer> m2 = new HashMap<>();
        m2.put("k", 7);
        m2.compute("k", (k, v) -> v == null ? 1 : v / 2);
        m2.computeIfPresent("k", (k, v) -> v * 3 / 2);
        System.out.println(m2);
        m2.replaceAll((k, v) -> v / 2);
        System.out.println(m2);
    }
}
