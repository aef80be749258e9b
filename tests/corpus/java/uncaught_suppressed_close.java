// features: uncaught_exception, try_with_resources, stderr_output
// A job whose body fails and whose resource also fails to close: the close()
// failure is suppressed into the body's exception, and the JVM's report of
// the uncaught exception lists it (Suppressed:, one tab in) before the cause.
import java.util.*;

public class UncaughtSuppressedClose {
    static class Spool implements AutoCloseable {
        private final List<String> lines = new ArrayList<>();
        void write(String s) {
            if (s.contains("\t")) throw new IllegalArgumentException("tab in record: " + s.replace("\t", "\\t"));
            lines.add(s);
        }
        @Override
        public void close() {
            System.out.println("flushing " + lines.size() + " lines");
            throw new IllegalStateException("spool disk full");
        }
    }

    static void export(List<String> records) {
        try (Spool s = new Spool()) {
            for (String r : records) s.write(r);
        } catch (IllegalArgumentException e) {
            throw new RuntimeException("export failed after " + records.indexOf(e.getMessage()) + " checks", e);
        }
    }

    public static void main(String[] args) {
        System.err.println("export starting");
        export(List.of("alpha", "beta", "gam\tma", "delta"));
        System.out.println("not reached");
    }
}
