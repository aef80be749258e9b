// features: program, varargs, instanceof_expression, object_methods, streams, lambda_expression, method_reference, hash_set, comparator_combinators, string_format, generics
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Grades {
    static class Student implements Comparable<Student> {
        final String name; final int[] scores;
        Student(String name, int... scores) { this.name = name; this.scores = scores; }
        double avg() { return IntStream.of(scores).average().orElse(0); }
        String letter() {
            double a = avg();
            if (a >= 90) return "A";
            else if (a >= 80) return "B";
            else if (a >= 70) return "C";
            return "F";
        }
        public int compareTo(Student o) { return Double.compare(o.avg(), avg()); }
        @Override public boolean equals(Object o) { return o instanceof Student s && s.name.equals(name); }
        @Override public int hashCode() { return name.hashCode(); }
        @Override public String toString() { return name + String.format("(%.1f)", avg()); }
    }

    public static void main(String[] args) {
        List<Student> cls = new ArrayList<>();
        cls.add(new Student("Ana", 95, 88, 92));
        cls.add(new Student("Ben", 72, 65, 80));
        cls.add(new Student("Cy", 85, 91, 78));
        cls.add(new Student("Dee", 55, 62, 70));
        cls.add(new Student("Eve", 89, 90, 91));
        Collections.sort(cls);
        System.out.println(cls);
        Map<String, List<String>> byLetter = cls.stream().collect(Collectors.groupingBy(Student::letter, TreeMap::new, Collectors.mapping(s -> s.name, Collectors.toList())));
        System.out.println(byLetter);
        DoubleSummaryStatistics st = cls.stream().mapToDouble(Student::avg).summaryStatistics();
        System.out.printf("n=%d min=%.2f max=%.2f avg=%.3f%n", st.getCount(), st.getMin(), st.getMax(), st.getAverage());
        Set<Student> set = new HashSet<>(cls);
        set.add(new Student("Ana", 0));
        System.out.println(set.size());
        Predicate<Student> passing = s -> !s.letter().equals("F");
        Function<Student, String> shout = s -> s.name.toUpperCase();
        System.out.println(cls.stream().filter(passing.negate()).map(shout).collect(Collectors.toList()));
        Supplier<List<Integer>> sup = ArrayList::new;
        List<Integer> all = sup.get();
        cls.forEach(s -> { for (int x : s.scores) all.add(x); });
        all.sort(Comparator.reverseOrder());
        System.out.println(all.subList(0, 5) + " median=" + all.get(all.size() / 2));
        BinaryOperator<Integer> mx = BinaryOperator.maxBy(Comparator.naturalOrder());
        System.out.println(all.stream().reduce(mx).get() + " " + all.stream().reduce(0, Integer::sum) + " " + IntStream.rangeClosed(1, 5).boxed().collect(Collectors.toList()));
        UnaryOperator<String> twice = s -> s + s;
        System.out.println(twice.andThen(String::length).apply("abc"));
        String report = cls.stream().map(s -> String.format("%-4s|%6.2f|%s", s.name, s.avg(), s.letter())).collect(Collectors.joining("\n"));
        System.out.println(report);
        Optional<Student> none = cls.stream().filter(s -> s.avg() > 99).findFirst();
        System.out.println(none.isPresent() + " " + none.map(Student::toString).orElseGet(() -> "nobody"));
    }
}
