// features: try_statement, try_with_resources, break_statement, continue_statement, labeled_statement, switch_statement
import java.util.ArrayList;
import java.util.List;

public class BatchImportFinally {
    static int openConnections = 0;

    static class Connection implements AutoCloseable {
        final String name;
        Connection(String name) { this.name = name; openConnections++; System.out.println("open " + name); }
        @Override public void close() { openConnections--; System.out.println("close " + name); }
    }

    static List<String> log = new ArrayList<>();

    public static void main(String[] args) {
        String[] rows = {"alice,30", "", "bob,x", "carol,41", "STOP", "dave,19"};
        int imported = 0;
        for (int i = 0; i < rows.length; i++) {
            try (Connection c = new Connection("row" + i)) {
                String row = rows[i];
                if (row.isEmpty()) {
                    log.add("skip empty " + i);
                    continue;
                }
                if (row.equals("STOP")) {
                    log.add("stop at " + i);
                    break;
                }
                String[] parts = row.split(",");
                int age = Integer.parseInt(parts[1]);
                imported++;
                log.add(parts[0] + "=" + age);
            } catch (NumberFormatException e) {
                log.add("bad row " + i + ": " + e.getMessage());
            } finally {
                log.add("done " + i + " (open " + openConnections + ")");
            }
        }
        log.forEach(System.out::println);
        System.out.println("imported " + imported + ", open " + openConnections);

        int attempts = 0;
        outer:
        for (int round = 1; round <= 3; round++) {
            for (int k = 0; k < 3; k++) {
                attempts++;
                try {
                    switch (k) {
                        case 0:
                            continue;
                        case 1:
                            if (round == 2) continue outer;
                            break;
                        default:
                            if (round == 3) break outer;
                    }
                    System.out.println("round " + round + " k " + k);
                } finally {
                    System.out.println("  cleanup round " + round + " k " + k);
                }
            }
        }
        System.out.println("attempts " + attempts);

        int n = 0;
        while (true) {
            try {
                try {
                    n++;
                    if (n == 3) break;
                } finally {
                    System.out.println("inner finally " + n);
                }
            } finally {
                System.out.println("outer finally " + n);
            }
        }
        System.out.println("n = " + n);

        Connection shared = new Connection("shared");
        for (String step : new String[]{"a", "b"}) {
            if (step.equals("b")) {
                try (shared) {  // Java 9: an effectively final variable as the resource
                    System.out.println("last step with " + shared.name);
                    break;
                }
            }
            System.out.println("step " + step);
        }
        System.out.println("open " + openConnections);
    }
}
