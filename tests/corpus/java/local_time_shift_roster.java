// features: record_declaration, try_statement, hash_map, string_format, enhanced_for_statement
import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.*;

// A hospital shift roster: shifts as LocalDateTime ranges, clock-in times as LocalTime,
// overtime by Duration, night shifts crossing midnight, formatted several ways.
public class local_time_shift_roster {
    record Shift(String nurse, LocalDateTime start, LocalDateTime end) {
        Duration length() { return Duration.between(start, end); }
    }

    public static void main(String[] args) {
        DateTimeFormatter in = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
        DateTimeFormatter pretty = DateTimeFormatter.ofPattern("EEE dd MMM yyyy, hh:mm a");
        String[] rows = {
            "Ana;2024-02-28 22:00;2024-02-29 06:30",
            "Ben;2024-02-29 07:00;2024-02-29 15:15",
            "Cleo;2024-02-29 14:45;2024-02-29 23:05",
            "Dev;2024-02-29 25:00;2024-03-01 07:00",
            "Eli;2024-03-01 06:00;2024-03-01 05:00",
            "Fay;2024-3-01 06:00;2024-03-01 09:00",
        };
        List<Shift> shifts = new ArrayList<>();
        for (String row : rows) {
            String[] f = row.split(";");
            try {
                LocalDateTime s = LocalDateTime.parse(f[1], in), e = LocalDateTime.parse(f[2], in);
                if (!e.isAfter(s)) throw new IllegalArgumentException(f[0] + ": shift ends at " + e + " before it starts at " + s);
                shifts.add(new Shift(f[0], s, e));
            } catch (DateTimeParseException ex) {
                System.out.println("bad row for " + f[0] + ": " + ex.getMessage());
            } catch (IllegalArgumentException ex) {
                System.out.println(ex.getMessage());
            }
        }
        for (Shift s : shifts) {
            Duration d = s.length();
            long over = Math.max(0, d.toMinutes() - 8 * 60);
            System.out.printf("%-5s %s -> %s  %s (%dh%02dm) overtime %d min%n", s.nurse(), s.start().format(pretty),
                s.end().format(DateTimeFormatter.ofPattern("HH:mm")), d, d.toHours(), d.toMinutesPart(), over);
            System.out.println("      crosses midnight: " + !s.start().toLocalDate().equals(s.end().toLocalDate())
                + ", starts " + s.start().getDayOfWeek() + " " + s.start().toLocalTime() + ", hours " + ChronoUnit.HOURS.between(s.start(), s.end())
                + ", days " + ChronoUnit.DAYS.between(s.start(), s.end()));
        }

        // clock-in times against the shift start
        LocalTime due = LocalTime.of(7, 0);
        String[] punches = {"06:52", "07:00", "07:04:30", "07:15:00.250", "6:59", "07:61"};
        for (String p : punches) {
            try {
                LocalTime t = LocalTime.parse(p);
                long late = ChronoUnit.SECONDS.between(due, t);
                String verdict = t.isAfter(due) ? "late by " + Duration.between(due, t) : t.equals(due) ? "on time" : "early";
                System.out.println(p + " -> " + t + " (" + t.getHour() + "h " + t.getMinute() + "m " + t.getSecond() + "s " + t.getNano() + "ns) "
                    + verdict + " [" + late + "s, cmp " + t.compareTo(due) + "]");
            } catch (DateTimeParseException ex) {
                System.out.println(p + " -> " + ex.getMessage());
            }
        }

        LocalTime t = LocalTime.of(23, 45, 10);
        System.out.println(t.plusMinutes(30) + " " + t.minusHours(24) + " " + t.plusSeconds(50) + " " + t.plusNanos(1_000_000)
            + " " + t.withMinute(0).withSecond(0) + " " + t.truncatedTo(ChronoUnit.HOURS) + " " + t.plus(90, ChronoUnit.MINUTES)
            + " " + t.minus(Duration.ofMinutes(45)) + " " + t.toSecondOfDay() + " " + LocalTime.MIDNIGHT + " " + LocalTime.NOON
            + " " + LocalTime.MAX + " " + LocalTime.ofSecondOfDay(3661) + " " + LocalTime.ofNanoOfDay(5_000_000_000L));
        System.out.println(LocalTime.of(0, 0).format(DateTimeFormatter.ofPattern("hh:mm a")) + " " + LocalTime.of(12, 5).format(DateTimeFormatter.ofPattern("h:mm a"))
            + " " + LocalTime.of(13, 7, 9, 120_000_000).format(DateTimeFormatter.ofPattern("HH:mm:ss.SSS")) + " " + LocalTime.of(9, 3, 0, 123_456_000)
            + " " + LocalTime.of(9, 3, 0, 1) + " " + LocalTime.parse("08:15 PM", DateTimeFormatter.ofPattern("hh:mm a"))
            + " " + LocalTime.parse("1705", DateTimeFormatter.ofPattern("HHmm")));

        LocalDateTime leap = LocalDateTime.of(2024, 2, 29, 18, 30);
        System.out.println(leap.plusYears(1) + " " + leap.plusMonths(1) + " " + leap.plusHours(6) + " " + leap.minusMinutes(18 * 60 + 31)
            + " " + leap.withDayOfMonth(1) + " " + leap.withHour(0) + " " + leap.plusWeeks(1).getDayOfWeek() + " " + leap.getDayOfYear()
            + " " + leap.getMonth() + " " + leap.getMonthValue() + " " + leap.getYear() + " " + leap.toLocalDate().atStartOfDay()
            + " " + LocalDate.of(2024, 12, 31).atTime(23, 59, 59) + " " + LocalDate.of(2025, 1, 1).atTime(LocalTime.NOON)
            + " " + LocalTime.of(6, 0).atDate(LocalDate.of(2024, 1, 2)) + " " + leap.plus(Period.ofDays(2)) + " " + leap.plus(3, ChronoUnit.HALF_DAYS));
        System.out.println(leap.until(LocalDateTime.of(2024, 3, 2, 18, 29), ChronoUnit.DAYS) + " " + leap.until(LocalDateTime.of(2024, 3, 2, 18, 30), ChronoUnit.DAYS)
            + " " + ChronoUnit.MONTHS.between(leap, LocalDateTime.of(2024, 3, 29, 18, 29)) + " " + ChronoUnit.MINUTES.between(leap, leap.minusDays(1))
            + " " + leap.compareTo(leap.plusNanos(1)) + " " + leap.compareTo(leap.minusYears(3)) + " " + leap.isEqual(LocalDateTime.parse("2024-02-29T18:30:00"))
            + " " + LocalDateTime.parse("2024-02-29T18:30:00").equals(leap) + " " + (LocalDateTime.parse("2024-02-29T18:30").hashCode() == leap.hashCode()));

        TreeMap<LocalDateTime, String> bySt = new TreeMap<>();
        Map<LocalTime, Integer> startsAt = new HashMap<>();
        for (Shift s : shifts) {
            bySt.put(s.start(), s.nurse());
            startsAt.merge(s.start().toLocalTime().truncatedTo(ChronoUnit.HOURS), 1, Integer::sum);
        }
        System.out.println(bySt + " first " + bySt.firstKey() + " " + new TreeMap<>(startsAt));
        List<LocalTime> times = new ArrayList<>(List.of(LocalTime.of(14, 0), LocalTime.of(9, 30), LocalTime.of(9, 5)));
        times.sort(Comparator.naturalOrder());
        System.out.println(times + " " + Collections.max(times) + " " + times.contains(LocalTime.parse("09:30")));

        String[] bad = {"24:00", "12:30:99", "noon"};
        for (String b : bad) {
            try {
                System.out.println(LocalTime.parse(b));
            } catch (DateTimeParseException ex) {
                System.out.println("parse: " + ex.getMessage());
            }
        }
        try {
            LocalTime.of(7, 60);
        } catch (DateTimeException ex) {
            System.out.println(ex.getClass().getSimpleName() + ": " + ex.getMessage());
        }
        try {
            System.out.println(LocalTime.NOON.format(DateTimeFormatter.ofPattern("yyyy HH:mm")));
        } catch (DateTimeException ex) {
            System.out.println(ex.getClass().getSimpleName() + ": " + ex.getMessage());
        }
        try {
            System.out.println(LocalTime.NOON.plus(1, ChronoUnit.DAYS));
        } catch (DateTimeException ex) {
            System.out.println(ex.getClass().getSimpleName() + ": " + ex.getMessage());
        }
    }
}
