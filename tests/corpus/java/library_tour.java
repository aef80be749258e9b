// features: program, string_methods, string_builder, array_list, hash_map, hash_set, deque_stack, iterator, streams, collections_utils, big_numbers, wrapper_classes
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;
import java.util.stream.*;

// A tour of library members that other corpus programs do not use: each line checks a
// handful against the JDK's output.
public class library_tour {
    public static void main(String[] args) {
        String s = "Hello, world";
        System.out.println(s.codePointAt(1) + " " + s.subSequence(0, 5) + " " + new StringBuilder(s).delete(5, 12) + " " + Boolean.TRUE.booleanValue());

        ArrayList<Integer> nums = new ArrayList<>(List.of(5, 3, 8, 1, 9, 2));
        nums.ensureCapacity(100);
        nums.trimToSize();
        List<Integer> sub = nums.subList(1, 4);
        System.out.println(sub + " " + nums.containsAll(List.of(1, 9)) + " " + nums.parallelStream().mapToInt(Integer::intValue).sum());
        List<Integer> keep = new ArrayList<>(nums);
        keep.retainAll(List.of(3, 9, 4));
        List<Integer> drop = new ArrayList<>(nums);
        drop.removeAll(List.of(3, 9, 4));
        System.out.println(keep + " " + drop);

        LinkedList<String> ll = new LinkedList<>(List.of("a", "b", "c", "d"));
        Iterator<String> back = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (back.hasNext()) sb.append(back.next());
        System.out.println(sb + " " + ll.element() + " " + ll.removeLast() + " " + ll);
        ArrayDeque<Integer> dq = new ArrayDeque<>(List.of(1, 2, 3));
        System.out.println(dq.element() + " " + dq.removeLast() + " " + dq);

        Map<String, Integer> m = new HashMap<>();
        m.putIfAbsent("a", 1);
        m.putIfAbsent("a", 2);
        m.putAll(Map.of("b", 2));
        System.out.println(m + " " + m.containsValue(2) + " " + m.containsValue(7));
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 1; i <= 6; i++) tm.put(i * 10, "v" + i);
        System.out.println(tm.firstKey() + " " + tm.lastEntry() + " " + tm.navigableKeySet() + " " + tm.subMap(20, 50));
        System.out.println(tm.pollFirstEntry() + " " + tm.pollLastEntry() + " " + tm);
        TreeSet<Integer> ts = new TreeSet<>(List.of(4, 8, 15, 16, 23, 42));
        System.out.println(ts.descendingSet() + " " + ts.higher(15) + " " + ts.subSet(8, 23) + " " + ts.tailSet(16));
        Set<Integer> hs = new HashSet<>(List.of(1, 2, 3, 4));
        System.out.println(hs.containsAll(Set.of(1, 4)) + " " + hs.parallelStream().count());
        hs.retainAll(Set.of(2, 3, 5));
        hs.removeAll(Set.of(3));
        System.out.println(hs);

        Iterator<Integer> it = List.of(1, 2, 3).iterator();
        it.next();
        List<Integer> rest = new ArrayList<>();
        it.forEachRemaining(rest::add);
        ListIterator<String> li = new ArrayList<>(List.of("x", "y")).listIterator();
        li.next();
        System.out.println(rest + " " + li.previousIndex());

        Optional<String> present = Optional.of("here"), absent = Optional.empty();
        present.ifPresent(v -> System.out.print("present " + v + "; "));
        absent.ifPresentOrElse(v -> System.out.print("?"), () -> System.out.println("absent"));
        System.out.println(absent.orElseGet(() -> "made") + " " + present.orElseThrow());
        try {
            absent.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println(e.getMessage());
        }

        System.out.println(Stream.of("ab", "cd").flatMapToInt(String::chars).sum() + " " + Stream.of(1, 2, 3).mapToLong(Integer::longValue).sum()
            + " " + Stream.of(7, 8).parallel().sequential().unordered().onClose(() -> {}).findAny().get());
        Stream.of("p", "q").forEachOrdered(System.out::print);
        IntStream.of(1, 2).forEachOrdered(System.out::print);
        System.out.println(" " + IntStream.of(1, 2).asDoubleStream().sum() + " " + IntStream.of(3, 4).asLongStream().sum() + " " + IntStream.of(5).findAny().getAsInt()
            + " " + IntStream.of(6, 7).mapToLong(i -> i * 1000000000L).sum() + " " + IntStream.of(1).parallel().sequential().unordered().onClose(() -> {}).sum());

        List<String> words = List.of("kiwi", "apple", "fig", "banana", "cherry");
        System.out.println(words.stream().collect(Collectors.averagingInt(String::length)) + " " + words.stream().collect(Collectors.averagingDouble(w -> w.length() / 2.0))
            + " " + words.stream().collect(Collectors.averagingLong(String::length)) + " " + words.stream().collect(Collectors.summingInt(String::length))
            + " " + words.stream().collect(Collectors.summingLong(String::length)) + " " + words.stream().collect(Collectors.summingDouble(String::length)));
        System.out.println(words.stream().collect(Collectors.maxBy(Comparator.comparing(String::length))).get() + " "
            + words.stream().collect(Collectors.minBy(Comparator.naturalOrder())).get() + " "
            + words.stream().collect(Collectors.reducing("", (a, b) -> a + b.charAt(0))) + " "
            + words.stream().collect(Collectors.toCollection(TreeSet::new)) + " "
            + words.stream().collect(Collectors.toUnmodifiableList()).size() + " " + words.stream().collect(Collectors.toUnmodifiableSet()).size() + " "
            + words.stream().collect(Collectors.groupingByConcurrent(String::length)).size());
        Map<Integer, List<String>> longOnes = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.filtering(w -> w.contains("e"), Collectors.toList())));
        System.out.println(longOnes);

        BigInteger b = BigInteger.valueOf(0b101100);
        BigInteger[] qr = BigInteger.valueOf(47).divideAndRemainder(BigInteger.valueOf(5));
        System.out.println(b.andNot(BigInteger.valueOf(4)) + " " + b.clearBit(2) + " " + b.setBit(0) + " " + b.flipBit(3) + " " + b.testBit(3) + " " + b.xor(BigInteger.ONE)
            + " " + qr[0] + " " + qr[1] + " " + b.floatValue() + " " + b.intValueExact() + " " + b.longValueExact());
        BigDecimal d = new BigDecimal("1234.5678");
        System.out.println(d.divideToIntegralValue(new BigDecimal("100")) + " " + d.floatValue() + " " + new BigDecimal("42").intValueExact() + " "
            + new BigDecimal("42").longValueExact() + " " + d.movePointLeft(2) + " " + d.movePointRight(6) + " " + d.scaleByPowerOfTen(3) + " "
            + d.toBigInteger() + " " + d.unscaledValue());
    }
}
