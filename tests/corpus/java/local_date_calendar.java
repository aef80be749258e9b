// features: record_declaration, enum_declaration, switch_expression, switch_statement, hash_map, streams, try_statement, builtin_exceptions
import java.time.DayOfWeek;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Month;
import java.time.Period;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.util.*;
import java.util.stream.*;

// A small billing calendar on java.time.LocalDate: month ends, business days,
// ages with Period, ChronoUnit distances, dates as map keys and sort keys.
public class local_date_calendar {
    record Invoice(String id, LocalDate issued, int termDays) {
        LocalDate due() { return issued.plusDays(termDays); }
    }

    static LocalDate nextBusinessDay(LocalDate d) {
        LocalDate n = d.plusDays(1);
        while (n.getDayOfWeek() == DayOfWeek.SATURDAY || n.getDayOfWeek() == DayOfWeek.SUNDAY) n = n.plusDays(1);
        return n;
    }

    static String kind(DayOfWeek d) {
        return switch (d) {
            case SATURDAY, SUNDAY -> "weekend";
            case FRIDAY -> "almost";
            default -> "workday";
        };
    }

    public static void main(String[] args) {
        LocalDate start = LocalDate.of(2024, 1, 31);
        for (int i = 0; i < 4; i++) {
            LocalDate d = start.plusMonths(i);
            System.out.printf("%s %-9s %-8s doy=%3d len=%d%n", d, d.getDayOfWeek(), kind(d.getDayOfWeek()), d.getDayOfYear(), d.lengthOfMonth());
        }
        System.out.println(start.minusMonths(2) + " " + start.plusYears(1).withDayOfMonth(29).minusYears(1) + " " + LocalDate.of(2024, 2, 29).plusYears(1));
        System.out.println(nextBusinessDay(LocalDate.of(2024, 3, 8)) + " " + nextBusinessDay(LocalDate.of(2024, 3, 5)));

        List<Invoice> invoices = List.of(new Invoice("A-1", LocalDate.of(2023, 12, 20), 30), new Invoice("A-2", LocalDate.parse("2024-01-05"), 14),
                new Invoice("A-3", LocalDate.of(2024, Month.FEBRUARY, 10), 45), new Invoice("A-4", LocalDate.of(2024, 1, 5), 60));
        LocalDate today = LocalDate.of(2024, 3, 1);
        for (Invoice inv : invoices) {
            long late = ChronoUnit.DAYS.between(inv.due(), today);
            System.out.println(inv.id() + " due " + inv.due() + (inv.due().isBefore(today) ? " overdue " + late + "d" : " open, " + (-late) + "d left"));
        }
        Map<LocalDate, List<String>> byIssue = new TreeMap<>();
        for (Invoice inv : invoices) byIssue.computeIfAbsent(inv.issued(), k -> new ArrayList<>()).add(inv.id());
        System.out.println(byIssue);
        Map<LocalDate, Integer> hashed = new HashMap<>();
        for (Invoice inv : invoices) hashed.merge(inv.issued(), inv.termDays(), Integer::sum);
        System.out.println(hashed + " " + hashed.get(LocalDate.of(2024, 1, 5)));
        System.out.println(invoices.stream().sorted(Comparator.comparing(Invoice::due).reversed()).map(Invoice::id).collect(Collectors.joining(",")));

        LocalDate born = LocalDate.of(1990, 8, 31);
        Period age = Period.between(born, today);
        System.out.println("age " + age + " = " + age.getYears() + "y " + age.getMonths() + "m " + age.getDays() + "d, months " + age.toTotalMonths());
        System.out.println(Period.between(today, born) + " " + Period.of(1, 14, 3).normalized() + " " + Period.ofWeeks(2) + " " + Period.ZERO);
        System.out.println(born.plus(Period.of(1, 6, 1)) + " " + today.until(LocalDate.of(2024, 12, 25)) + " " + today.plus(3, ChronoUnit.WEEKS));
        System.out.println(ChronoUnit.MONTHS.between(born, today) + " " + ChronoUnit.YEARS.between(born, today) + " " + ChronoUnit.WEEKS.between(today, born)
                + " " + born.until(today, ChronoUnit.DECADES) + " " + ChronoUnit.DAYS);

        System.out.println(DayOfWeek.MONDAY.plus(10) + " " + DayOfWeek.of(7).getValue() + " " + Month.of(11).getDisplayName(TextStyle.SHORT, Locale.US)
                + " " + Month.FEBRUARY.length(true) + " " + Month.AUGUST.firstMonthOfQuarter() + " " + DayOfWeek.valueOf("FRIDAY").compareTo(DayOfWeek.TUESDAY));
        System.out.println(Arrays.stream(Month.values()).filter(m -> m.maxLength() == 30).map(m -> m.getDisplayName(TextStyle.FULL, Locale.US)).toList());
        System.out.println(LocalDate.of(2024, 2, 26).datesUntil(LocalDate.of(2024, 3, 3)).map(d -> d.getDayOfWeek().toString().substring(0, 2)).collect(Collectors.joining(" ")));
        System.out.println(LocalDate.ofEpochDay(0) + " " + LocalDate.of(2000, 1, 1).toEpochDay() + " " + LocalDate.ofYearDay(2024, 60) + " " + LocalDate.of(-5, 3, 1)
                + " " + LocalDate.of(12345, 6, 7) + " " + LocalDate.of(2024, 5, 1).compareTo(LocalDate.of(2021, 7, 9)) + " " + today.equals(LocalDate.parse("2024-03-01")));

        for (String s : new String[]{"2023-02-29", "2024-13-01", "2024-4-1", "2024-04-31", "2024-01-011", "24-01-01", "+12024-01-01"}) {
            try {
                System.out.println(LocalDate.parse(s));
            } catch (DateTimeParseException e) {
                System.out.println("parse: " + e.getMessage());
            }
        }
        // fiscal bookkeeping: quarter starts, year lengths, shifted periods
        for (LocalDate q = LocalDate.of(2023, 11, 15); !q.isAfter(LocalDate.of(2024, 8, 1)); q = q.plusWeeks(13)) {
            Month first = q.getMonth().firstMonthOfQuarter();
            System.out.printf("%d-%02d-%02d Q%d starts %s (day %d), year %d days, leap %b%n", q.getYear(), q.getMonthValue(), q.getDayOfMonth(),
                    first.getValue() / 3 + 1, first, first.firstDayOfYear(q.isLeapYear()), q.lengthOfYear(), q.isLeapYear());
        }
        LocalDate pivot = LocalDate.of(2024, 7, 4);
        System.out.println(pivot.minusDays(4) + " " + pivot.minusWeeks(1) + " " + pivot.withMonth(2).withDayOfMonth(29) + " " + pivot.withYear(2023)
                + " " + pivot.withDayOfYear(1) + " " + Month.FEBRUARY.minLength() + " " + ChronoUnit.MONTHS.addTo(pivot, 7));
        Period grace = Period.ofDays(10).plusMonths(1), yearly = Period.ofYears(1), monthly = Period.ofMonths(3);
        System.out.println(grace + " " + grace.negated() + " " + grace.multipliedBy(3) + " " + yearly.isZero() + " " + Period.ZERO.isZero()
                + " " + grace.negated().isNegative() + " " + monthly.addTo(pivot) + " " + yearly.plusDays(1).equals(Period.of(1, 0, 1)));
        System.out.println(ChronoUnit.DAYS.isDateBased() + " " + ChronoUnit.HOURS.isDateBased() + " " + ChronoUnit.MINUTES.isTimeBased());
        // statement headers through the %t conversions, also into a StringBuilder via java.util.Formatter
        LocalDate stmt = LocalDate.of(2024, 3, 9);
        System.out.println(String.format("%tY-%<tm-%<td | %<tB %<te, %<tY | %<ta %<tb %<tj | %<tD | %<tF | %<tC%<ty", stmt));
        System.out.printf("[%-10tA] [%10tB] %TB %Ta%n", stmt, stmt, stmt, stmt);
        StringBuilder header = new StringBuilder("Statement ");
        Formatter fmt = new Formatter(header);
        fmt.format("closing %1$tA, %1$tB %1$te, %1$tY", LocalDate.of(1999, 12, 31));
        System.out.println(header + " " + String.format("%tF", (Object) null) + " " + "%tY".formatted(LocalDate.of(33, 1, 1)));
        try {
            String.format("%tH:%<tM", stmt);
        } catch (IllegalFormatConversionException e) {
            System.out.println("time of a date: " + e.getMessage());
        }
        int weekendDays = 0;
        for (LocalDate d = LocalDate.of(2024, 6, 1); d.getMonthValue() == 6; d = d.plusDays(1)) {
            switch (d.getDayOfWeek()) {
                case SATURDAY:
                case SUNDAY:
                    weekendDays++;
                    break;
                default:
                    break;
            }
        }
        System.out.println("June 2024 weekend days: " + weekendDays);
        try {
            LocalDate.of(2023, 2, 29);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            today.plus(1, ChronoUnit.HOURS);
        } catch (DateTimeException e) {
            System.out.println("unit: " + e.getMessage());
        }
    }
}
