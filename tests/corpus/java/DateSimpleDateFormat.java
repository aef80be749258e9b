// features: string_format, collections_utils
import java.time.Instant;
import java.util.*;
import java.text.SimpleDateFormat;
public class DateSimpleDateFormat {
    public static void main(String[] args) {
        Date d = new Date(1700000000123L);
        Date e = new Date(0);
        System.out.println(d.getTime() + " " + d + " " + e + " " + d.after(e) + " " + d.before(e) + " " + d.compareTo(e) + " " + d.equals(new Date(1700000000123L)) + " " + d.hashCode());
        String[] pats = {"yyyy-MM-dd HH:mm", "dd/MM/yy hh:mm:ss a", "EEE, d MMM yyyy HH:mm:ss Z", "EEEE MMMM d, yyyy 'at' h:mm", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "D u S zzz z", "yyyyMMdd", "HH'h'SSS'ms'", "h 'o''clock' Z'!'"};
        SimpleDateFormat utc = new SimpleDateFormat(pats[0]);
        for (String p : pats) {
            SimpleDateFormat f = new SimpleDateFormat(p, Locale.US);
            System.out.println(p + " -> " + f.format(d) + " | " + f.format(e) + " | " + f.toPattern());
            f.setTimeZone(TimeZone.getTimeZone("GMT+05:30"));
            System.out.println("   +05:30 -> " + f.format(d));
        }
        utc.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(utc.format(Date.from(Instant.parse("2024-02-29T23:59:59Z"))) + " " + d.toInstant());
        List<Date> dates = new ArrayList<>(List.of(d, e, new Date(86400000L * 365)));
        Collections.sort(dates);
        System.out.println(dates);
        d.setTime(-1L);
        System.out.println(d + " " + new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS").format(d));
    }
}
