// features: program, varargs, lambda_expression, streams, string_format, collections_utils, method_reference
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Grades {
    static class Student {
        private final String name;
        private final Map<String, List<Integer>> scores = new TreeMap<>();
        Student(String name) { this.name = name; }
        void record(String subject, int... marks) {
            List<Integer> list = scores.computeIfAbsent(subject, k -> new ArrayList<>());
            for (int m : marks) list.add(m);
        }
        double average(String subject) {
            return scores.getOrDefault(subject, List.of()).stream().mapToInt(Integer::intValue).average().orElse(Double.NaN);
        }
        double overall() {
            return scores.values().stream().flatMap(List::stream).mapToInt(i -> i).average().orElse(0);
        }
        String getName() { return name; }
    }

    static String letter(double avg) {
        if (avg >= 90) return "A";
        else if (avg >= 80) return "B";
        else if (avg >= 70) return "C";
        else if (avg >= 60) return "D";
        return "F";
    }

    public static void main(String[] args) {
        List<Student> students = new ArrayList<>();
        String[] raw = {
            "alice:math=95,88,92;physics=78,85;art=100",
            "bob:math=55,61;physics=70,65,72;art=88,90",
            "carol:math=82;physics=91,94,89;art=67",
            "dave:math=71,69,74;art=59,62",
        };
        for (String line : raw) {
            String[] head = line.split(":");
            Student s = new Student(head[0]);
            for (String part : head[1].split(";")) {
                String[] kv = part.split("=");
                int[] marks = Arrays.stream(kv[1].split(",")).mapToInt(Integer::parseInt).toArray();
                s.record(kv[0], marks);
            }
            students.add(s);
        }
        Function<Double, String> fmt = d -> Double.isNaN(d) ? "  -  " : String.format("%5.1f", d);
        System.out.println(String.format("%-6s|%6s|%8s|%6s|%8s|%s", "name", "math", "physics", "art", "overall", "grade"));
        System.out.println("-".repeat(44));
        for (Student s : students) {
            double o = s.overall();
            System.out.println(String.format("%-6s|%6s|%8s|%6s|%8.2f|%s", s.getName(), fmt.apply(s.average("math")),
                fmt.apply(s.average("physics")), fmt.apply(s.average("art")), o, letter(o)));
        }
        Student best = Collections.max(students, Comparator.comparingDouble(Student::overall));
        System.out.println("best: " + best.getName());
        Map<String, List<String>> byGrade = students.stream()
            .collect(Collectors.groupingBy(s -> letter(s.overall()), TreeMap::new, Collectors.mapping(Student::getName, Collectors.toList())));
        System.out.println(byGrade);
        BinaryOperator<Integer> maxOp = BinaryOperator.maxBy(Comparator.naturalOrder());
        int top = students.stream().flatMap(s -> s.scores.values().stream()).flatMap(List::stream).reduce(Integer.MIN_VALUE, maxOp);
        System.out.println("top mark " + top);
        List<Integer> all = students.stream().flatMap(s -> s.scores.values().stream()).flatMap(Collection::stream).sorted().collect(Collectors.toList());
        int n = all.size();
        double median = n % 2 == 0 ? (all.get(n / 2 - 1) + all.get(n / 2)) / 2.0 : all.get(n / 2);
        System.out.println(n + " marks, median " + median + ", range " + all.get(0) + "-" + all.get(n - 1));
        double mean = all.stream().mapToInt(Integer::intValue).average().getAsDouble();
        double var = all.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / n;
        System.out.printf("mean %.3f sd %.3f%n", mean, Math.sqrt(var));
        Predicate<Student> passedAll = s -> s.scores.keySet().stream().allMatch(sub -> s.average(sub) >= 60);
        System.out.println(students.stream().filter(passedAll.negate()).map(Student::getName).collect(Collectors.toList()));
    }
}
