// features: enhanced_for_statement, try_statement, lambda_expression, string_format, enum_declaration
import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAdjusters;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.*;

/** A club's meeting calendar: recurring rules as TemporalAdjusters, reports by ISO week and quarter. */
public class meeting_calendar_adjusters {
    enum Rule { FIRST_MONDAY, SECOND_TUESDAY, LAST_FRIDAY, THIRD_WEDNESDAY, LAST_DAY }

    static TemporalAdjuster adjusterFor(Rule r) {
        return switch (r) {
            case FIRST_MONDAY -> TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY);
            case SECOND_TUESDAY -> TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.TUESDAY);
            case LAST_FRIDAY -> TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY);
            case THIRD_WEDNESDAY -> TemporalAdjusters.dayOfWeekInMonth(3, DayOfWeek.WEDNESDAY);
            case LAST_DAY -> TemporalAdjusters.lastDayOfMonth();
        };
    }

    public static void main(String[] args) {
        LocalDate start = LocalDate.of(2026, 1, 1);
        for (Rule r : Rule.values()) {
            List<String> dates = new ArrayList<>();
            for (int m = 0; m < 6; m++) {
                LocalDate d = start.plusMonths(m).with(adjusterFor(r));
                dates.add(String.format("%02d-%02d", d.getMonthValue(), d.getDayOfMonth()));
            }
            System.out.printf("%-16s %s%n", r, dates);
        }

        LocalDate anchor = LocalDate.of(2026, 11, 25);  // a Wednesday
        System.out.println("anchor " + anchor + " " + anchor.getDayOfWeek());
        for (DayOfWeek dow : List.of(DayOfWeek.MONDAY, DayOfWeek.WEDNESDAY, DayOfWeek.SUNDAY)) {
            System.out.println("  " + dow + ": next " + anchor.with(TemporalAdjusters.next(dow))
                + ", nextOrSame " + anchor.with(TemporalAdjusters.nextOrSame(dow))
                + ", previous " + anchor.with(TemporalAdjusters.previous(dow))
                + ", previousOrSame " + anchor.with(TemporalAdjusters.previousOrSame(dow)));
        }
        System.out.println("month bounds " + anchor.with(TemporalAdjusters.firstDayOfMonth()) + " .. "
            + anchor.with(TemporalAdjusters.lastDayOfMonth()) + ", next month " + anchor.with(TemporalAdjusters.firstDayOfNextMonth()));
        System.out.println("year bounds " + anchor.with(TemporalAdjusters.firstDayOfYear()) + " .. "
            + anchor.with(TemporalAdjusters.lastDayOfYear()) + ", next year " + anchor.with(TemporalAdjusters.firstDayOfNextYear()));
        System.out.println("5th Friday of Jan 2026 spills over: " + LocalDate.of(2026, 1, 9).with(TemporalAdjusters.dayOfWeekInMonth(5, DayOfWeek.FRIDAY))
            + ", -2nd Monday: " + anchor.with(TemporalAdjusters.dayOfWeekInMonth(-2, DayOfWeek.MONDAY))
            + ", 0th Sunday: " + anchor.with(TemporalAdjusters.dayOfWeekInMonth(0, DayOfWeek.SUNDAY)));

        TemporalAdjuster nextWorkday = TemporalAdjusters.ofDateAdjuster(d -> {
            DayOfWeek w = d.getDayOfWeek();
            return d.plusDays(w == DayOfWeek.FRIDAY ? 3 : w == DayOfWeek.SATURDAY ? 2 : 1);
        });
        TemporalAdjuster fortnight = t -> t.plus(14, java.time.temporal.ChronoUnit.DAYS);
        LocalDate f = LocalDate.of(2026, 12, 24);
        for (int i = 0; i < 4; i++) {
            System.out.print(f + " " + f.getDayOfWeek().toString().substring(0, 3) + (i < 3 ? " -> " : "\n"));
            f = f.with(nextWorkday);
        }
        System.out.println("fortnight after " + anchor + ": " + anchor.with(fortnight));

        // fields: ChronoField and IsoFields through get/getLong/with/isSupported
        String[] samples = {"2020-12-31", "2021-01-03", "2021-01-04", "2026-07-01", "2027-01-01", "2004-12-31"};
        System.out.println("date        wby-week dow doy qtr doq awm awy");
        for (String s : samples) {
            LocalDate d = LocalDate.parse(s);
            System.out.printf("%s  %d-W%02d %3d %3d %3d %3d %3d %3d%n", d, d.get(IsoFields.WEEK_BASED_YEAR),
                d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), d.get(ChronoField.DAY_OF_WEEK), d.get(ChronoField.DAY_OF_YEAR),
                d.get(IsoFields.QUARTER_OF_YEAR), d.get(IsoFields.DAY_OF_QUARTER), d.get(ChronoField.ALIGNED_WEEK_OF_MONTH),
                d.get(ChronoField.ALIGNED_WEEK_OF_YEAR));
        }
        LocalDate d = LocalDate.of(2026, 11, 29);
        System.out.println(d.get(ChronoField.YEAR) + " " + d.get(ChronoField.MONTH_OF_YEAR) + " " + d.get(ChronoField.DAY_OF_MONTH)
            + " era=" + d.get(ChronoField.ERA) + " yoe=" + d.get(ChronoField.YEAR_OF_ERA)
            + " epochDay=" + d.getLong(ChronoField.EPOCH_DAY) + " prolepticMonth=" + d.getLong(ChronoField.PROLEPTIC_MONTH)
            + " adwm=" + d.get(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH) + " adwy=" + d.get(ChronoField.ALIGNED_DAY_OF_WEEK_IN_YEAR));
        System.out.println("with: " + d.with(ChronoField.DAY_OF_WEEK, 1) + " " + d.with(ChronoField.DAY_OF_MONTH, 3) + " "
            + d.with(ChronoField.MONTH_OF_YEAR, 2) + " " + d.with(ChronoField.YEAR, 2000) + " " + d.with(ChronoField.DAY_OF_YEAR, 100)
            + " " + d.with(ChronoField.EPOCH_DAY, 0));
        System.out.println("fields print as " + ChronoField.DAY_OF_MONTH + ", " + IsoFields.WEEK_OF_WEEK_BASED_YEAR + ", "
            + ChronoField.ALIGNED_WEEK_OF_YEAR + "; supported: " + d.isSupported(ChronoField.DAY_OF_WEEK) + " "
            + d.isSupported(ChronoField.HOUR_OF_DAY) + " same field: " + (ChronoField.YEAR == ChronoField.YEAR));
        Map<Integer, Integer> meetingsPerQuarter = new TreeMap<>();
        for (LocalDate x = start; x.getYear() == 2026; x = x.plusMonths(1))
            meetingsPerQuarter.merge(x.with(adjusterFor(Rule.SECOND_TUESDAY)).get(IsoFields.QUARTER_OF_YEAR), 1, Integer::sum);
        System.out.println("meetings per quarter: " + meetingsPerQuarter);
        try {
            d.get(ChronoField.HOUR_OF_DAY);
        } catch (UnsupportedTemporalTypeException e) {
            System.out.println("time field: " + e.getMessage());
        }
        try {
            d.get(ChronoField.EPOCH_DAY);
        } catch (UnsupportedTemporalTypeException e) {
            System.out.println("int range: " + e.getMessage());
        }
        try {
            d.with(ChronoField.DAY_OF_WEEK, 9);
        } catch (DateTimeException e) {
            System.out.println("bad value: " + e.getMessage());
        }
        try {
            d.with(ChronoField.DAY_OF_MONTH, 31);
        } catch (DateTimeException e) {
            System.out.println("bad date: " + e.getMessage());
        }
    }
}
