// features: helpful_null_pointer_messages, try_statement, uncaught_exception, arrays
import java.util.*;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A service registry whose lookups can come back empty: the JVM's helpful NullPointerException texts. */
public class null_pointer_messages {
    static class Service {
        final String name;
        Service fallback;
        int[] ports;
        Service(String name) { this.name = name; }
        Service fallback() { return fallback; }
        String describe(int verbosity, String prefix, List<String> tags) { return prefix + name + verbosity + tags; }
    }

    interface Probe { boolean check(Service s); }

    static final Map<String, Service> REGISTRY = new TreeMap<>();
    static Service primary;

    static Service find(String name) { return REGISTRY.get(name); }

    static int nameLength(String name) { return name.length(); }
    static String shout(String prefix, Service s) { return prefix + s.name.toUpperCase(); }
    static void reset(int count, Service s) { s.ports[0] = count; }
    static String firstTag(Map<String, List<String>> tags, String key) { return tags.get(key).get(0); }
    static boolean probeAll(Probe probe, Service s) { return probe.check(s); }

    public static void main(String[] args) {
        Service db = new Service("db");
        db.ports = new int[]{5432};
        REGISTRY.put("db", db);
        REGISTRY.put("cache", new Service(null));
        String missing = null;
        long started = 1_700_000_000L;
        double load = 0.5;
        Map<String, List<String>> tagsByService = new HashMap<>();
        StringBuilder log = null;
        String[] names = {"db", null};

        String[] labels = {"nameLength", "find.name", "cache.trim", "fallback.describe", "reset", "primary.ports",
                           "firstTag", "probeAll", "log.append", "names[1]", "cache.fallback", "shout", "sum"};
        for (int step = 0; step < labels.length; step++) {
            try {
                switch (step) {
                    case 0: System.out.println(nameLength(missing)); break;
                    case 1: System.out.println(find("web").name); break;
                    case 2: System.out.println(find("cache").name.trim()); break;
                    case 3: System.out.println(db.fallback().describe(1, ">", List.of())); break;
                    case 4: reset(7, db.fallback); break;
                    case 5: System.out.println(primary.ports.length); break;
                    case 6: System.out.println(firstTag(tagsByService, "db")); break;
                    case 7: System.out.println(probeAll(null, db)); break;
                    case 8: log.append('x'); break;
                    case 9: System.out.println(names[1].isEmpty()); break;
                    case 10: System.out.println(REGISTRY.get("cache").fallback.fallback()); break;
                    case 11: System.out.println(shout("!", REGISTRY.get("cache"))); break;
                    default: System.out.println(started + load);
                }
                System.out.println(labels[step] + ": ok");
            } catch (NullPointerException e) {
                System.out.println(labels[step] + ": " + e.getMessage());
            }
        }
        int[] counts = null;
        String key = names[1];
        try {
            counts[2]++;
        } catch (NullPointerException e) {
            System.out.println("counts: " + e.getMessage());
        }
        try {
            System.out.println(key.toUpperCase());
        } catch (NullPointerException e) {
            System.out.println("key: " + e.getMessage());
        }
        String unset = null;
        BiFunction<String, Integer, String> pad = (text, width) -> String.format("%" + width + "s|%s", text, unset.trim());
        try {
            System.out.println(pad.apply("x", 3));
        } catch (NullPointerException e) {
            System.out.println("pad: " + e.getMessage());
        }
        Function<String, Integer> measure = label -> label.length();
        try {
            System.out.println(measure.apply(names[1]));
        } catch (NullPointerException e) {
            System.out.println("measure: " + e.getMessage());
        }
        Service web = find("web");
        System.out.println("web is " + web);
        System.out.println(web.describe(2, "#", new ArrayList<>()));
    }
}
