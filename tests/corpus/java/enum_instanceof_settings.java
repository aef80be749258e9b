// features: program, enum_declaration, instanceof_expression, generics
// A settings registry holding mixed values as Object: enum constants are told
// apart with `instanceof Enum<?>` (and are Comparable), and described through
// the Enum methods name(), ordinal() and getDeclaringClass().
import java.util.*;

public class enum_instanceof_settings {
    enum Level { LOW, MEDIUM, HIGH }
    enum Mode { FAST { int cost() { return 1; } }, SAFE { int cost() { return 5; } }; abstract int cost(); }

    static String describe(Object v) {
        if (v instanceof Enum<?> e) return "enum " + e.getDeclaringClass().getSimpleName() + "." + e.name() + " #" + e.ordinal();
        if (v instanceof Integer i) return "int " + i;
        if (v instanceof String s) return "text '" + s + "'";
        return "other " + v;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static int compareSettings(Object a, Object b) {
        if (a instanceof Comparable ca && b != null && a.getClass() == b.getClass()) return Integer.signum(ca.compareTo(b));
        return 0;
    }

    public static void main(String[] args) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("verbosity", Level.HIGH);
        settings.put("retries", 3);
        settings.put("name", "backup");
        settings.put("mode", Mode.SAFE);
        settings.put("fallback", Level.LOW);
        settings.forEach((k, v) -> System.out.println(k + ": " + describe(v)));
        long enums = settings.values().stream().filter(v -> v instanceof Enum).count();
        System.out.println(enums + " enum settings");
        System.out.println(compareSettings(settings.get("verbosity"), settings.get("fallback")) + " "
                + compareSettings(Level.LOW, Level.MEDIUM) + " " + compareSettings(Mode.FAST, Mode.FAST));
        Object m = settings.get("mode");
        if (m instanceof Mode mode && mode.cost() > 2) System.out.println("careful mode costs " + mode.cost());
        System.out.println((m instanceof Comparable) + " " + (settings.get("retries") instanceof Enum));
    }
}
