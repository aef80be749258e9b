// features: program, enum_declaration, record_declaration, switch_expression, streams, comparator_combinators, string_format, method_reference
import java.util.*;
import java.util.stream.*;

public class Payroll {
    enum Dept { ENGINEERING, SALES, SUPPORT }

    record Employee(String name, Dept dept, double salary, int years) {
        Employee {
            if (salary < 0) throw new IllegalArgumentException("negative salary for " + name);
            name = name.trim();
        }
        double bonus() {
            return switch (dept) {
                case ENGINEERING -> salary * 0.10 + years * 500;
                case SALES -> salary * 0.15;
                case SUPPORT -> 1000 + years * 250;
            };
        }
    }

    public static void main(String[] args) {
        List<Employee> staff = List.of(
            new Employee("  Alice ", Dept.ENGINEERING, 125000, 6),
            new Employee("Bob", Dept.SALES, 68000.5, 2),
            new Employee("Carol", Dept.ENGINEERING, 98000, 3),
            new Employee("Dan", Dept.SUPPORT, 45250.75, 8),
            new Employee("Eve", Dept.SALES, 72000, 5),
            new Employee("Frank", Dept.SUPPORT, 51000, 1),
            new Employee("Grace", Dept.ENGINEERING, 131500, 10));

        System.out.println(String.format("%-10s|%-12s|%12s|%10s", "Name", "Dept", "Salary", "Bonus"));
        System.out.println("-".repeat(47));
        List<Employee> sorted = staff.stream()
            .sorted(Comparator.comparing(Employee::dept).thenComparing(Employee::salary, Comparator.reverseOrder()))
            .collect(Collectors.toList());
        for (Employee e : sorted) {
            System.out.println(String.format("%-10s|%-12s|%,12.2f|%10.1f", e.name(), e.dept(), e.salary(), e.bonus()));
        }

        Map<Dept, Double> avg = staff.stream()
            .collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.averagingDouble(Employee::salary)));
        avg.forEach((d, a) -> System.out.printf("%s average: %,.2f%n", d, a));

        Map<Boolean, List<String>> senior = staff.stream()
            .collect(Collectors.partitioningBy(e -> e.years() >= 5,
                Collectors.mapping(Employee::name, Collectors.toList())));
        System.out.println("senior=" + senior.get(true) + " junior=" + senior.get(false));

        DoubleSummaryStatistics stats = staff.stream().mapToDouble(Employee::salary).summaryStatistics();
        System.out.printf("count=%d min=%.2f max=%.2f avg=%.3f sum=%,d%n",
            stats.getCount(), stats.getMin(), stats.getMax(), stats.getAverage(), (long) stats.getSum());

        Optional<Employee> richest = staff.stream().max(Comparator.comparingDouble(Employee::salary));
        System.out.println("richest: " + richest.map(Employee::name).orElse("nobody"));
        String topSales = staff.stream().filter(e -> e.dept() == Dept.SALES)
            .max(Comparator.comparingDouble(Employee::bonus))
            .map(e -> e.name() + " (" + Math.round(e.bonus()) + ")")
            .orElseThrow();
        System.out.println("top sales bonus: " + topSales);

        try {
            new Employee("Zed", Dept.SALES, -1, 0);
        } catch (IllegalArgumentException ex) {
            System.out.println("rejected: " + ex.getMessage());
        }
        System.out.println(staff.get(0));
        System.out.println(staff.get(0).equals(new Employee("Alice", Dept.ENGINEERING, 125000, 6)));
        System.out.printf("%08.3f|%x|%X|%e|%10.4e|%o%n", 3.14159, 255, 48879, 12345.678, 0.000123, 8);
        System.out.printf("[%5d][%-5d][%05d][%+d][%(d]%n", 42, 42, 42, 42, -42);
        System.out.printf("[%10s][%-10s][%.3s][%c][%b][%%]%n", "right", "left", "truncate", 'Z', null);
    }
}
