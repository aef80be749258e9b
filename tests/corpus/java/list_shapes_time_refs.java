// features: method_reference, try_statement, lambda_expression, collections_utils, streams, enum_declaration
// Each JDK list class reports an index out of range its own way (List.of by size, Stream.toList,
// Arrays.asList, nCopies, singletonList, emptyList, ArrayList); Collections.nCopies is immutable;
// java.time instance methods as method references; EnumMap/EnumSet of DayOfWeek and Month.
import java.time.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class list_shapes_time_refs {
    static void probe(String label, List<Integer> list, int index) {
        try {
            System.out.println(label + " get(" + index + ") = " + list.get(index));
        } catch (IndexOutOfBoundsException e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) {
        probe("List.of()", List.of(), 0);
        probe("List.of(1)", List.of(1), 1);
        probe("List.of(1,2)", List.of(1, 2), -1);
        probe("List.of(1,2,3)", List.of(1, 2, 3), 3);
        probe("List.copyOf(2)", List.copyOf(new ArrayList<>(List.of(4, 5))), 2);
        probe("List.copyOf(4)", List.copyOf(Set.of(9)), 4);
        probe("toList", Stream.of(1, 2).toList(), 2);
        probe("toUnmodifiableList", Stream.of(1, 2, 3, 4).collect(Collectors.toUnmodifiableList()), 7);
        probe("collect(toList)", Stream.of(1, 2).collect(Collectors.toList()), 2);
        probe("Arrays.asList", Arrays.asList(1, 2, 3), 5);
        probe("nCopies", Collections.nCopies(2, 0), 2);
        probe("singletonList", Collections.singletonList(8), 1);
        probe("emptyList", Collections.emptyList(), 0);
        probe("unmodifiableList", Collections.unmodifiableList(new ArrayList<>(List.of(1))), 1);
        probe("ArrayList", new ArrayList<>(List.of(1, 2)), 2);
        LinkedList<Integer> linked = new LinkedList<>(List.of(4, 5, 6));
        linked.addFirst(3);
        linked.removeLast();
        probe("LinkedList", linked, 3);
        probe("LinkedList ok", linked, 2);
        try {
            linked.set(-1, 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("LinkedList set: " + e);
        }
        probe("List.of(1,2,3) ok", List.of(1, 2, 3), 2);
        List<Integer> fixed = Arrays.asList(3, 1, 2);
        try {
            fixed.set(3, 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("asList set: " + e);
        }
        fixed.set(0, 7);
        System.out.println("asList after set: " + fixed);
        List<String> copies = Collections.nCopies(3, "ab");
        System.out.println(copies + " " + String.join("", copies));
        for (Runnable r : List.<Runnable>of(() -> copies.set(0, "x"), () -> copies.add("y"), () -> copies.clear())) {
            try {
                r.run();
            } catch (UnsupportedOperationException e) {
                System.out.println("nCopies refuses: " + e);
            }
        }

        List<LocalDate> dates = Stream.iterate(LocalDate.of(2024, 1, 29), d -> d.plusDays(9)).limit(8).toList();
        System.out.println(dates.stream().map(LocalDate::getMonth).distinct().toList());
        Map<DayOfWeek, Long> perDay = dates.stream().map(LocalDate::getDayOfWeek)
            .collect(Collectors.groupingBy(d -> d, TreeMap::new, Collectors.counting()));
        System.out.println(perDay);
        System.out.println(dates.stream().mapToInt(LocalDate::getDayOfMonth).boxed().toList());
        System.out.println(dates.stream().filter(LocalDate::isLeapYear).count() + " " + dates.stream().map(LocalDate::toString).collect(Collectors.joining(",")));
        Function<LocalDate, Integer> doy = LocalDate::getDayOfYear;
        BiFunction<LocalDate, Long, LocalDate> plus = LocalDate::plusWeeks;
        BiPredicate<LocalDate, LocalDate> before = LocalDate::isBefore;
        System.out.println(doy.apply(dates.get(3)) + " " + plus.apply(dates.get(0), 2L) + " " + before.test(dates.get(1), dates.get(0)));
        Optional<LocalDate> last = dates.stream().max(LocalDate::compareTo);
        System.out.println(last.map(LocalDate::getMonthValue).orElse(-1) + " " + last.map(LocalDate::lengthOfMonth).orElse(0));
        System.out.println(Stream.of(Month.MARCH, Month.JANUARY).map(Month::getValue).toList() + " "
            + Stream.of(DayOfWeek.SUNDAY, DayOfWeek.MONDAY).sorted().map(DayOfWeek::name).toList()
            + " " + Stream.of(Period.ofDays(3), Period.ofMonths(1)).map(Period::getDays).toList());

        var byDay = new EnumMap<DayOfWeek, List<LocalDate>>(DayOfWeek.class);
        dates.forEach(d -> byDay.computeIfAbsent(d.getDayOfWeek(), k -> new ArrayList<>()).add(d));
        System.out.println(byDay.keySet() + " first " + byDay.entrySet().iterator().next());
        var monthTotals = new EnumMap<Month, Integer>(Month.class);
        for (LocalDate d : dates) monthTotals.merge(d.getMonth(), d.getDayOfMonth(), Integer::sum);
        System.out.println(monthTotals);
        System.out.println(EnumSet.range(Month.OCTOBER, Month.DECEMBER) + " " + EnumSet.allOf(DayOfWeek.class).size()
            + " " + EnumSet.complementOf(EnumSet.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY, DayOfWeek.MONDAY)));
    }
}
