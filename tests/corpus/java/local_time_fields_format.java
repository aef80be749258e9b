// features: string_format, object_methods
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

public class TimeFieldsFormat {
    public static void main(String[] args) {
        LocalTime t = LocalTime.of(14, 35, 20);
        System.out.println(t.get(ChronoField.HOUR_OF_DAY) + " " + t.get(ChronoField.MINUTE_OF_HOUR) + " " + t.get(ChronoField.SECOND_OF_MINUTE));
        System.out.println(t.getLong(ChronoField.SECOND_OF_DAY) + " " + t.get(ChronoField.MINUTE_OF_DAY) + " " + t.get(ChronoField.AMPM_OF_DAY) + " " + t.get(ChronoField.HOUR_OF_AMPM));
        System.out.println(t.with(ChronoField.HOUR_OF_DAY, 3) + " " + t.with(ChronoField.MINUTE_OF_HOUR, 0));
        System.out.println(t.truncatedTo(ChronoUnit.HOURS) + " " + t.withSecond(0).withNano(0));
        LocalDateTime dt = LocalDateTime.of(2024, 3, 15, 9, 5, 7);
        System.out.println(dt.get(ChronoField.DAY_OF_YEAR) + " " + dt.get(ChronoField.MONTH_OF_YEAR) + " " + dt.get(ChronoField.DAY_OF_WEEK) + " " + dt.get(ChronoField.YEAR));
        System.out.println(dt.with(ChronoField.DAY_OF_MONTH, 1) + " " + dt.with(ChronoField.HOUR_OF_DAY, 23));
        System.out.println(dt.with(TemporalAdjusters.lastDayOfMonth()) + " " + dt.with(TemporalAdjusters.next(DayOfWeek.MONDAY)));
        System.out.println(String.format("%tY-%tm-%td %tH:%tM:%tS", dt, dt, dt, dt, dt, dt));
        System.out.println(String.format("%1$tB %1$te, %1$tY %1$tA %1$tb %1$ta %1$tj", dt));
        System.out.println(String.format("%tF %tT %tR %tD", dt, dt, dt, dt));
        System.out.println(String.format("%1$tI:%1$tM %1$tp %1$tk %1$tl %1$Tp", dt));
        LocalDate d = LocalDate.of(2023, 12, 25);
        System.out.println(String.format("%tF|%tA|%<tB|%<ty|%<tC", d, d));
        System.out.println(d.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " " + d.getLong(ChronoField.EPOCH_DAY));
        System.out.println(d.with(ChronoField.MONTH_OF_YEAR, 2) + " " + d.with(ChronoField.DAY_OF_WEEK, 1));
        System.out.println(t.plus(90, ChronoUnit.MINUTES) + " " + t.until(LocalTime.of(18, 0), ChronoUnit.MINUTES));
        System.out.println(dt.getLong(ChronoField.EPOCH_DAY) + " " + dt.toLocalTime().toSecondOfDay());
        System.out.printf("%tH%n", t);
        System.out.printf("%-12s|%10tF|%n", "x", d);
    }
}
