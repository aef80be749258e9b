// features: record_declaration, comparator_combinators, hash_set, try_statement
import java.time.*;
import java.time.format.*;
import java.time.temporal.ChronoUnit;
import java.util.*;

public class InstantZonedTimeline {
    record Event(String name, Instant at) {}
    public static void main(String[] args) {
        Instant i = Instant.ofEpochSecond(1700000000L);
        System.out.println(i);
        System.out.println(Instant.parse("2024-01-02T03:04:05Z").getEpochSecond());
        System.out.println(Instant.parse("2024-01-02T03:04:05.250Z") + " " + Instant.parse("2024-01-02T03:04:00Z"));
        System.out.println(i.plusSeconds(3600) + " " + i.toEpochMilli() + " " + i.plusMillis(1500) + " " + i.minus(Duration.ofHours(25)));
        System.out.println(Instant.ofEpochMilli(-1) + " " + Instant.EPOCH + " " + Instant.ofEpochSecond(0, 123456789));
        System.out.println(i.plus(2, ChronoUnit.DAYS) + " " + i.truncatedTo(ChronoUnit.HOURS) + " " + i.getNano());
        ZonedDateTime z = ZonedDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneId.of("UTC"));
        System.out.println(z);
        System.out.println(z.toInstant() + " " + z.toEpochSecond());
        System.out.println(z.format(DateTimeFormatter.ISO_LOCAL_DATE) + " " + z.getDayOfWeek() + " " + z.getHour());
        System.out.println(z.plusDays(30) + " " + z.withZoneSameInstant(ZoneOffset.ofHours(-5)));
        LocalDateTime ldt = LocalDateTime.ofInstant(i, ZoneOffset.UTC);
        System.out.println(ldt);
        System.out.println(ldt.toEpochSecond(ZoneOffset.UTC) + " " + ldt.toInstant(ZoneOffset.ofHours(2)));
        ZonedDateTime zz = ldt.atZone(ZoneId.of("UTC"));
        System.out.println(zz + " " + zz.getZone() + " " + zz.getOffset());
        Duration d = Duration.between(i, i.plusSeconds(5000));
        System.out.println(d + " " + d.toMinutes());
        System.out.println(OffsetDateTime.of(ldt, ZoneOffset.ofHours(2)) + " " + OffsetDateTime.of(ldt, ZoneOffset.ofHoursMinutes(-3, -30)).toInstant());
        List<Event> events = new ArrayList<>(List.of(
            new Event("deploy", Instant.parse("2024-03-01T10:15:30Z")),
            new Event("backup", Instant.parse("2024-02-28T23:59:59Z")),
            new Event("alert", Instant.parse("2024-03-01T10:15:30.500Z"))));
        events.sort(Comparator.comparing(Event::at));
        for (Event e : events) System.out.println(e.name() + " " + e.at());
        Instant first = events.get(0).at(), last = events.get(events.size() - 1).at();
        System.out.println(ChronoUnit.MINUTES.between(first, last) + " " + first.until(last, ChronoUnit.SECONDS) + " " + first.isBefore(last) + " " + last.compareTo(first));
        Set<Instant> seen = new HashSet<>(List.of(first, Instant.ofEpochSecond(first.getEpochSecond())));
        System.out.println(seen.size() + " " + first.equals(Instant.parse("2024-02-28T23:59:59Z")));
        System.out.println(ZoneOffset.UTC + " " + ZoneOffset.of("+05:30").getTotalSeconds() + " " + ZoneId.of("GMT") + " " + ZoneOffset.ofHours(-8));
        System.out.println(ZonedDateTime.ofInstant(first, ZoneOffset.ofHours(9)) + " " + LocalDate.ofInstant(first, ZoneOffset.ofHours(9)));
        System.out.println(LocalDateTime.ofEpochSecond(86400 * 365, 5000, ZoneOffset.UTC) + " " + ldt.atOffset(ZoneOffset.ofHours(-1)));
        System.out.println(OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(3)).isBefore(OffsetDateTime.of(2024, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC)));
        try {
            Instant.parse("2024-13-01");
        } catch (DateTimeParseException e) {
            System.out.println("bad: " + e.getMessage());
        }
    }
}
