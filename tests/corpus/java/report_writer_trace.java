// features: stderr_output, string_format, custom_exceptions, try_statement
// Building a report in a StringWriter through a PrintWriter (println, printf,
// print, write), and capturing an exception's stack trace into a string, as
// loggers do; a PrintWriter over System.out prints directly.
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.*;

public class ReportWriterTrace {
    static class ValidationException extends Exception {
        ValidationException(String msg, Throwable cause) { super(msg, cause); }
    }

    static void validate(String field, String value) throws ValidationException {
        try {
            if (value.isEmpty()) throw new IllegalArgumentException(field + " is empty");
        } catch (IllegalArgumentException e) {
            throw new ValidationException("record rejected", e);
        }
    }

    static String render(Map<String, Integer> stock) {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.println("STOCK REPORT");
        stock.forEach((k, v) -> pw.printf("%-8s%5d%n", k, v));
        pw.print("items: ");
        pw.print(stock.size());
        pw.print(' ');
        pw.print(new char[] {'o', 'k'});
        pw.write('!');
        pw.write("--end--", 2, 3);
        pw.println();
        pw.flush();
        return sw.toString();
    }

    public static void main(String[] args) {
        Map<String, Integer> stock = new TreeMap<>(Map.of("bolts", 120, "nuts", 75, "gears", 9));
        String report = render(stock);
        System.out.print(report);
        System.out.println("report has " + report.lines().count() + " lines");

        try {
            validate("name", "");
        } catch (ValidationException e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            String[] lines = trace.toString().split("\n");
            System.out.println("captured " + lines.length + " trace lines");
            for (String l : lines) System.out.println("| " + l);
        }
        PrintWriter out = new PrintWriter(System.out, true);
        out.println("direct " + 7);
        out.printf("%05.1f%n", 3.14159);
        new IllegalStateException("shown on stdout").printStackTrace(System.out);
    }
}
