// features: program, record_declaration, enum_declaration, text_block, streams, string_format
import java.util.*;
import java.util.stream.*;

public class ShiftReport {
    enum Role { NURSE, DOCTOR, PORTER }
    record Shift(String who, Role role, int startMin, int endMin) {
        int minutes() { return endMin > startMin ? endMin - startMin : endMin + 1440 - startMin; }
        boolean overnight() { return endMin <= startMin; }
    }

    static int parseTime(String hhmm) {
        String[] p = hhmm.split(":");
        return Integer.parseInt(p[0]) * 60 + Integer.parseInt(p[1]);
    }

    static String fmt(int m) { return String.format("%02d:%02d", m / 60, m % 60); }

    public static void main(String[] args) {
        String data = """
            Ana,NURSE,07:00,15:30
            Bo,DOCTOR,08:00,20:00
            Cy,PORTER,22:00,06:00
            Dee,NURSE,15:00,23:15
            Ed,DOCTOR,20:00,08:00
            Fay,NURSE,23:00,07:30
            Gus,PORTER,06:00,14:00
            """;
        List<Shift> shifts = data.lines()
            .map(l -> l.split(","))
            .map(p -> new Shift(p[0], Role.valueOf(p[1]), parseTime(p[2]), parseTime(p[3])))
            .collect(Collectors.toList());

        System.out.printf("%-5s|%-8s|%6s|%6s|%7s|%s%n", "Name", "Role", "Start", "End", "Hours", "Night");
        System.out.println("-".repeat(42));
        for (Shift s : shifts) {
            System.out.printf("%-5s|%-8s|%6s|%6s|%7.2f|%s%n", s.who(), s.role(), fmt(s.startMin()), fmt(s.endMin()),
                s.minutes() / 60.0, s.overnight() ? "yes" : "");
        }
        Map<Role, IntSummaryStatistics> stats = shifts.stream()
            .collect(Collectors.groupingBy(Shift::role, () -> new EnumMap<>(Role.class), Collectors.summarizingInt(Shift::minutes)));
        stats.forEach((r, st) -> System.out.printf("%-7s n=%d total=%5dmin avg=%.1f max=%d%n", r, st.getCount(), st.getSum(), st.getAverage(), st.getMax()));

        int[] coverage = new int[24];
        for (Shift s : shifts) {
            for (int m = s.startMin(); m != s.endMin(); m = (m + 15) % 1440) coverage[m / 60]++;
        }
        for (int h = 0; h < 24; h += 6) {
            StringBuilder row = new StringBuilder(String.format("%02d-%02d ", h, h + 6));
            for (int k = h; k < h + 6; k++) row.append(String.format("%3d", coverage[k] / 4));
            System.out.println(row);
        }
        OptionalInt quiet = IntStream.range(0, 24).filter(h -> coverage[h] == Arrays.stream(coverage).min().getAsInt()).findFirst();
        System.out.println("quietest hour: " + quiet.getAsInt() + ":00");
        double pay = shifts.stream().mapToDouble(s -> s.minutes() / 60.0 * (s.role() == Role.DOCTOR ? 85.5 : 32.25) * (s.overnight() ? 1.25 : 1.0)).sum();
        System.out.println(String.format("payroll %,.2f EUR (%e)", pay, pay));
        System.out.println(String.format("|%10.3e|%-12s|%+d|%x|%o|%08.3f|", 12345.6789, Role.PORTER, 42, 255, 8, -3.14159));
    }
}
