// features: generic_methods, lambda_expression, try_statement, string_format, enhanced_for_statement
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.*;
import java.util.stream.Collectors;

// A relay race log: lap times parsed from ISO-8601 durations, totals, splits, pace and a
// leaderboard, all with java.time.Duration.
public class race_lap_durations {
    record Lap(String runner, Duration time) {}

    static String clock(Duration d) {
        return String.format("%d:%02d:%02d.%03d", d.toHours(), d.toMinutesPart(), d.toSecondsPart(), d.toMillisPart());
    }

    public static void main(String[] args) {
        String[] log = {"ana PT4M12.5S", "ben PT3M58S", "cai PT4M1.25S", "dee PT3M59.999S", "eli pt4m", "fay PT-1M", "gus P1D", "hal 4:10"};
        List<Lap> laps = new ArrayList<>();
        for (String line : log) {
            String[] parts = line.split(" ");
            try {
                Duration t = Duration.parse(parts[1]);
                if (t.isNegative() || t.isZero()) {
                    System.out.println("skip " + parts[0] + ": non-positive " + t);
                    continue;
                }
                if (t.compareTo(Duration.ofHours(1)) > 0) {
                    System.out.println("skip " + parts[0] + ": too long " + t + " (" + t.toDays() + " day, " + t.toHours() + " h)");
                    continue;
                }
                laps.add(new Lap(parts[0], t));
            } catch (RuntimeException e) {
                System.out.println("skip " + parts[0] + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        Duration total = laps.stream().map(Lap::time).reduce(Duration.ZERO, Duration::plus);
        System.out.println("laps " + laps.size() + ", total " + total + " = " + clock(total) + " = " + total.toMillis() + " ms");
        Duration average = total.dividedBy(laps.size());
        System.out.println("average " + average + " (" + average.getSeconds() + " s + " + average.getNano() + " ns)");
        List<Lap> board = new ArrayList<>(laps);
        board.sort(Comparator.comparing(Lap::time));
        int place = 1;
        Duration best = board.get(0).time();
        for (Lap l : board) {
            Duration behind = l.time().minus(best);
            System.out.printf("%d. %-4s %-12s %s +%s%n", place++, l.runner(), l.time(), clock(l.time()), behind.isZero() ? "-" : behind.toString());
        }
        Map<Boolean, List<String>> underFour = laps.stream()
            .collect(Collectors.partitioningBy(l -> l.time().compareTo(Duration.ofMinutes(4)) < 0,
                Collectors.mapping(Lap::runner, Collectors.toList())));
        System.out.println("under 4 minutes: " + underFour);

        Duration split = Duration.ofSeconds(61, 250_000_000);
        System.out.println(split + " x4 = " + split.multipliedBy(4) + ", halves " + split.dividedBy(2) + ", per 100m " + split.dividedBy(4));
        System.out.println("in lap units: " + Duration.ofMinutes(17).dividedBy(Duration.ofMinutes(4)) + " laps");
        System.out.println(Duration.ofMillis(1500) + " " + Duration.ofNanos(1_500) + " " + Duration.ofSeconds(-90) + " " + Duration.ofMillis(-1500).abs()
            + " " + Duration.ofSeconds(5).negated());
        Duration camp = Duration.ofDays(2).plusHours(7).plusMinutes(30).minusSeconds(45).plusMillis(250).plusNanos(5).minusDays(1);
        System.out.println(camp + " days " + camp.toDaysPart() + " h " + camp.toHoursPart() + " m " + camp.toMinutesPart()
            + " s " + camp.toSecondsPart() + " nanos " + camp.toNanosPart() + " total s " + camp.toSeconds() + " min " + camp.toMinutes());
        System.out.println(camp.withSeconds(90) + " " + camp.withNanos(0) + " " + Duration.ofSeconds(2).toNanos()
            + " " + Duration.of(3, ChronoUnit.HALF_DAYS) + " " + Duration.ofMinutes(1).plus(30, ChronoUnit.SECONDS)
            + " " + Duration.ofMinutes(1).minus(Duration.ofSeconds(1)) + " " + Duration.ofHours(1).minusHours(2).plusMinutes(3).minusMinutes(1).minusMillis(5).minusNanos(1));
        try {
            Duration.of(1, ChronoUnit.MONTHS);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Set<Duration> distinct = new HashSet<>(List.of(Duration.ofSeconds(60), Duration.ofMinutes(1), Duration.parse("PT60S")));
        System.out.println("distinct " + distinct.size() + " " + Duration.ofMinutes(1).equals(Duration.ofSeconds(60)) + " hash " + Duration.ofSeconds(75, 5).hashCode());
        TreeMap<Duration, String> buckets = new TreeMap<>();
        for (Lap l : laps) buckets.put(l.time().withNanos(0).minusSeconds(l.time().toSecondsPart() % 30), l.runner());
        System.out.println(buckets.descendingMap());
    }
}
