// features: builtin_exceptions, string_format
import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.*;

public class ZonedParseBitBytes {
    public static void main(String[] args) {
        String[][] cases = {
            {"12/Mar/2024:09:15:02 +0100", "dd/MMM/yyyy:HH:mm:ss Z"},
            {"13/Mar/2024:00:00:03 -0530", "dd/MMM/yyyy:HH:mm:ss Z"},
            {"2024-03-12 09:15 Z", "yyyy-MM-dd HH:mm X"},
            {"2024-03-12 09:15 +02", "yyyy-MM-dd HH:mm X"},
            {"2024-03-12 09:15 +0230", "yyyy-MM-dd HH:mm X"},
            {"2024-03-12 09:15 +02:30", "yyyy-MM-dd HH:mm XXX"},
            {"2024-03-12 09:15 -07:00", "yyyy-MM-dd HH:mm xxx"},
            {"2024-03-12 09:15 Z", "yyyy-MM-dd HH:mm ZZZZZ"},
            {"2024-03-12 09:15 +0100", "yyyy-MM-dd HH:mm XXX"},
            {"2024-03-12 09:15", "yyyy-MM-dd HH:mm"},
            {"2024-03-12 09:15 Z", "yyyy-MM-dd HH:mm xx"},
        };
        for (String[] c : cases) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(c[1], Locale.ENGLISH);
            try {
                ZonedDateTime z = ZonedDateTime.parse(c[0], f);
                OffsetDateTime o = OffsetDateTime.parse(c[0], f);
                System.out.println(z + " hour=" + z.getHour() + " utc=" + z.toInstant() + " " + o.getOffset() + " " + z.toEpochSecond());
            } catch (DateTimeParseException e) {
                System.out.println("error: " + e.getMessage() + " @" + e.getErrorIndex());
            }
        }
        for (String s : new String[] {"2024-03-12T09:15:02+01:00", "2024-03-12T09:15:02.5Z", "2024-07-01T23:59-04:00[UTC-04:00]",
                "2024-03-12T09:15:02Z[UTC]", "2024-03-12 09:15:02Z", "2024-03-12T09:15:02"}) {
            try {
                ZonedDateTime z = ZonedDateTime.parse(s);
                System.out.println(z + " zone=" + z.getZone() + " local=" + z.toLocalDateTime());
            } catch (DateTimeParseException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
        OffsetDateTime od = OffsetDateTime.parse("2024-01-31T10:00+05:45");
        System.out.println(od + " " + od.toInstant() + " " + Duration.between(od, ZonedDateTime.parse("2024-01-31T10:00Z")));

        BitSet bits = new BitSet();
        for (int i : new int[] {0, 3, 9, 15, 16, 63, 64, 70}) bits.set(i);
        System.out.println(Arrays.toString(bits.toByteArray()) + " " + bits.toByteArray().length);
        System.out.println(Arrays.toString(new BitSet().toByteArray()) + " " + Arrays.toString(BitSet.valueOf(new long[] {0x1ff}).toByteArray()));
    }
}
