// features: enhanced_for_statement, try_statement, record_declaration, string_format, generic_methods
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.*;

/** Monthly billing periods of a subscription service, keyed by java.time.YearMonth. */
public class billing_periods_yearmonth {
    record Subscription(String customer, YearMonth start, int months, int centsPerMonth) {
        YearMonth end() { return start.plusMonths(months - 1); }
        boolean activeIn(YearMonth ym) { return !ym.isBefore(start) && !ym.isAfter(end()); }
    }

    public static void main(String[] args) {
        DateTimeFormatter label = DateTimeFormatter.ofPattern("MMM yyyy");
        List<Subscription> subs = List.of(
            new Subscription("acme", YearMonth.of(2023, Month.NOVEMBER), 6, 1999),
            new Subscription("globex", YearMonth.parse("2024-01"), 12, 4950),
            new Subscription("initech", YearMonth.from(LocalDate.of(2024, 2, 29)), 3, 1250),
            new Subscription("umbrella", YearMonth.of(2023, 12).plus(1, ChronoUnit.YEARS), 2, 800));
        for (Subscription s : subs)
            System.out.printf("%-9s %s .. %s (%d months, ends %s)%n", s.customer(), s.start(), s.end(),
                s.start().until(s.end(), ChronoUnit.MONTHS) + 1, s.end().atEndOfMonth());

        TreeMap<YearMonth, Integer> revenue = new TreeMap<>();
        YearMonth first = subs.stream().map(Subscription::start).min(Comparator.naturalOrder()).orElseThrow();
        YearMonth last = subs.stream().map(Subscription::end).max(YearMonth::compareTo).orElseThrow();
        for (YearMonth ym = first; !ym.isAfter(last); ym = ym.plusMonths(1))
            for (Subscription s : subs)
                if (s.activeIn(ym)) revenue.merge(ym, s.centsPerMonth(), Integer::sum);
        revenue.forEach((ym, cents) -> System.out.printf("%-9s %2d days  $%7.2f  per day %6.2f%n", ym.format(label),
            ym.lengthOfMonth(), cents / 100.0, cents / 100.0 / ym.lengthOfMonth()));
        System.out.println("periods " + revenue.firstKey() + " .. " + revenue.lastKey() + " = "
            + ChronoUnit.MONTHS.between(revenue.firstKey(), revenue.lastKey()) + " months, "
            + first.until(last, ChronoUnit.YEARS) + " whole years");

        YearMonth feb = YearMonth.of(2024, 2);
        System.out.println(feb + ": year " + feb.getYear() + ", month " + feb.getMonth() + " (" + feb.getMonthValue() + "), leap "
            + feb.isLeapYear() + ", " + feb.lengthOfYear() + " days in year, day 29 valid " + feb.isValidDay(29)
            + ", day 30 valid " + feb.isValidDay(30));
        System.out.println("15th: " + feb.atDay(15) + ", back 2: " + feb.minusMonths(2) + ", -3 years: " + feb.minusYears(3)
            + ", +3 years: " + feb.plusYears(3) + ", decade: " + feb.plus(1, ChronoUnit.DECADES) + ", minus a year: " + feb.minus(1, ChronoUnit.YEARS));
        System.out.println("withMonth(12) " + feb.withMonth(12) + ", withYear(5) " + feb.withYear(5) + ", BC " + YearMonth.of(-44, 3)
            + ", far " + YearMonth.of(12345, 1) + ", compact " + feb.format(DateTimeFormatter.ofPattern("MM/yy")));
        YearMonth nov = YearMonth.parse("2026-11");
        System.out.println("compare " + feb.compareTo(nov) + " " + nov.compareTo(feb) + " " + YearMonth.of(2024, 5).compareTo(feb)
            + ", equals " + feb.equals(YearMonth.of(2024, Month.FEBRUARY)) + ", hash " + feb.hashCode() + " " + YearMonth.of(-5, 7).hashCode());
        Set<YearMonth> distinct = new HashSet<>(List.of(feb, YearMonth.of(2024, 2), nov, YearMonth.parse("2024-02")));
        System.out.println("distinct periods: " + distinct.size() + " " + new TreeSet<>(distinct));

        for (String bad : new String[]{"2024-2", "24-02", "2024/02", "2024-02x"}) {
            try {
                YearMonth.parse(bad);
            } catch (DateTimeParseException e) {
                System.out.println("parse: " + e.getMessage());
            }
        }
        try {
            YearMonth.of(2024, 0);
        } catch (DateTimeException e) {
            System.out.println("of: " + e.getMessage());
        }
        try {
            feb.atDay(30);
        } catch (DateTimeException e) {
            System.out.println("atDay: " + e.getMessage());
        }
        try {
            feb.format(DateTimeFormatter.ofPattern("dd MM"));
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            feb.plus(1, ChronoUnit.DAYS);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
