// features: stderr_output, try_with_resources, custom_exceptions, builtin_exceptions, system_out
// A batch importer: progress on stdout, warnings and failures on stderr
// (System.err and printStackTrace), causes chained, close() failures
// suppressed into the body's exception by try-with-resources.
import java.util.*;

public class BatchImportStderr {
    static class ImportException extends Exception {
        ImportException(String msg, Throwable cause) { super(msg, cause); }
    }

    static class Connection implements AutoCloseable {
        private final String name;
        private final boolean failOnClose;
        Connection(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("open " + name);
        }
        void write(String row) {
            if (row.isBlank()) throw new IllegalArgumentException("blank row");
            System.out.println("  " + name + " <- " + row);
        }
        @Override
        public void close() {
            System.out.println("close " + name);
            if (failOnClose) throw new IllegalStateException("cannot close " + name);
        }
    }

    static int parseQuantity(String field) throws ImportException {
        try {
            return Integer.parseInt(field.trim());
        } catch (NumberFormatException e) {
            throw new ImportException("bad quantity '" + field + "'", e);
        }
    }

    static void load(String table, List<String> rows, boolean flakyClose) {
        try (Connection c = new Connection(table, flakyClose)) {
            for (String r : rows) c.write(r);
        } catch (IllegalArgumentException e) {
            System.err.println("load " + table + " failed: " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.err.println("  suppressed: " + s);
            e.printStackTrace();
        }
    }

    public static void main(String[] args) {
        String[] lines = {"apple, 3", "pear, x7", "plum, 12", "fig,  "};
        int total = 0;
        for (String line : lines) {
            String[] parts = line.split(",", 2);
            try {
                int q = parseQuantity(parts[1]);
                total += q;
                System.out.printf("%-6s %3d%n", parts[0], q);
            } catch (ImportException e) {
                System.err.printf("skip %s: %s%n", parts[0], e.getMessage());
                System.err.println("  cause: " + e.getCause());
                if (parts[0].equals("pear")) e.printStackTrace();
            }
        }
        System.out.println("total " + total);

        load("orders", List.of("a", "b"), false);
        load("audit", List.of("x", " ", "y"), true);
        load("cache", List.of(" "), false);

        Exception summary = new Exception("2 loads had problems");
        summary.addSuppressed(new IllegalStateException("audit close"));
        summary.addSuppressed(new RuntimeException("cache row", new IllegalArgumentException("blank")));
        System.out.println("suppressed: " + summary.getSuppressed().length);
        System.out.println("frames known: " + (summary.getStackTrace().length > 0));
        summary.printStackTrace();
        System.err.print("done");
        System.err.println();
        System.out.println("exit");
    }
}
