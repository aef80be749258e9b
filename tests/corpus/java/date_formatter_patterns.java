// features: string_format, try_statement, record_declaration, streams, enhanced_for_statement
// DateTimeFormatter.ofPattern over LocalDate: format with numeric, text, quoted and optional
// parts (y u M L d D E Q G F), the ISO constants, the pattern errors ofPattern raises, a time
// field a date does not have, and LocalDate.parse(text, formatter) with the SMART resolver
// (day clamped to the month), its index and value errors and the day-of-week cross-check.
import java.time.*;
import java.time.format.*;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.*;
import java.util.stream.*;

public class date_formatter_patterns {
    record Invoice(String id, LocalDate issued, int netDays) {
        LocalDate due() { return issued.plusDays(netDays); }
    }

    public static void main(String[] args) {
        var dmy = DateTimeFormatter.ofPattern("dd/MM/yyyy");
        var pretty = DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu");
        var stamp = DateTimeFormatter.ofPattern("yyyyMMdd");
        List<Invoice> invoices = List.of(
            new Invoice("INV-1", LocalDate.of(2024, 1, 31), 30),
            new Invoice("INV-2", LocalDate.of(2024, 2, 28), 14),
            new Invoice("INV-3", LocalDate.of(2023, 12, 24), 45),
            new Invoice("INV-4", LocalDate.of(2024, 6, 30), 7));
        for (Invoice inv : invoices) {
            System.out.printf("%s issued %s due %s (%s) file %s-%s.pdf%n", inv.id(), inv.issued().format(dmy), dmy.format(inv.due()),
                inv.due().format(pretty), inv.id().toLowerCase(), inv.issued().format(stamp));
        }
        Map<String, List<String>> byQuarter = invoices.stream().collect(Collectors.groupingBy(
            i -> i.issued().format(DateTimeFormatter.ofPattern("uuuu QQQ")), TreeMap::new, Collectors.mapping(Invoice::id, Collectors.toList())));
        System.out.println(byQuarter);

        LocalDate d = LocalDate.of(2024, 3, 9);
        String[] patterns = {"d.M.yy", "D/DDD", "EEE EEEEE MMM MMMMM", "QQQQ 'of' y", "GGGG G yyy", "'It''s' dd MMM", "[yyyy-MM]", "F", "LLLL"};
        for (String p : patterns) System.out.printf("%-22s %s%n", p, d.format(DateTimeFormatter.ofPattern(p)));
        System.out.println(LocalDate.of(12345, 6, 7).format(DateTimeFormatter.ofPattern("yyyy/yy")) + " "
            + LocalDate.of(7, 1, 2).format(DateTimeFormatter.ofPattern("yyyy y")));
        System.out.println(d.format(DateTimeFormatter.ISO_LOCAL_DATE) + " " + DateTimeFormatter.BASIC_ISO_DATE.format(d) + " " + d.format(DateTimeFormatter.ISO_DATE));

        for (String bad : List.of("yyyy-mm-dd HH:mm", "dd/MM/yyyy hh a", "yyyy-bb", "dddd", "'open", "MM]")) {
            try {
                System.out.println(bad + " -> " + d.format(DateTimeFormatter.ofPattern(bad)));
            } catch (UnsupportedTemporalTypeException e) {
                System.out.println(bad + " -> unsupported: " + e.getMessage());
            } catch (IllegalArgumentException e) {
                System.out.println(bad + " -> bad pattern: " + e.getMessage());
            }
        }

        String[][] inputs = {{"15/03/2024", "dd/MM/yyyy"}, {"5/3/2024", "d/M/yyyy"}, {"31/04/2024", "dd/MM/yyyy"}, {"29/02/2023", "dd/MM/yyyy"},
            {"00/01/2024", "dd/MM/yyyy"}, {"15/13/2024", "dd/MM/yyyy"}, {"15-03-2024", "dd/MM/yyyy"}, {"Mar 9, 2024", "MMM d, yyyy"},
            {"September 30 2024", "MMMM dd yyyy"}, {"sep 30 2024", "MMM dd yyyy"}, {"20241231", "yyyyMMdd"}, {"09.03.24", "dd.MM.yy"},
            {"2024-03-09 extra", "yyyy-MM-dd"}, {"Sat, 9 Mar 2024", "EEE, d MMM yyyy"}, {"Friday 9 March 2024", "EEEE d MMMM yyyy"},
            {"5/3/24", "d/M/yyyy"}, {"2024-366", "yyyy-DDD"}, {"'Q' 2024.07.04", "''Q'' yyyy.MM.dd"}};
        for (String[] in : inputs) {
            try {
                LocalDate parsed = LocalDate.parse(in[0], DateTimeFormatter.ofPattern(in[1]));
                System.out.println(in[0] + " -> " + parsed + " " + parsed.getDayOfWeek());
            } catch (DateTimeParseException e) {
                System.out.println(e.getMessage() + " [" + e.getParsedString() + " @" + e.getErrorIndex() + "]");
            }
        }
        System.out.println(LocalDate.parse("2024-12-25", DateTimeFormatter.ISO_LOCAL_DATE).format(DateTimeFormatter.ofPattern("EEE d MMM")));
    }
}
