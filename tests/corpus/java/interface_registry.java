// features: program, interface_declaration, static_members, hash_map, lambda_expression, enum_declaration, switch_arrow, string_format
import java.util.*;

public class Registry {
    enum Level { LOW, MEDIUM, HIGH }

    interface Handler {
        String handle(int value);
    }

    static final Map<String, Handler> HANDLERS = new LinkedHashMap<>();

    static void register(String name, Handler h) {
        HANDLERS.put(name, h);
    }

    static Level classify(int v) {
        if (v < 10) return Level.LOW;
        return v < 100 ? Level.MEDIUM : Level.HIGH;
    }

    public static void main(String[] args) {
        register("square", v -> "" + v * v);
        register("hex", v -> Integer.toHexString(v));
        register("level", v -> classify(v).name().toLowerCase());
        register("bar", v -> "#".repeat(Math.min(v / 10, 12)));
        for (int v : new int[]{7, 42, 255}) {
            for (Map.Entry<String, Handler> e : HANDLERS.entrySet()) {
                System.out.printf("%-6s %4d -> %s%n", e.getKey(), v, e.getValue().handle(v));
            }
            Level l = classify(v);
            String advice = switch (l) {
                case LOW -> "ignore";
                case MEDIUM -> "watch";
                case HIGH -> "act";
            };
            System.out.println(l + " (" + l.ordinal() + "): " + advice);
        }
        System.out.println(HANDLERS.keySet() + " " + HANDLERS.size() + " " + Level.valueOf("HIGH"));
    }
}
