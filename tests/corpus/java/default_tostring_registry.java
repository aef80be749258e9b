// features: program, nested_static_class, object_methods, anonymous_class, interface_declaration
import java.util.*;

// A plugin registry that falls back to Object.toString() for plugins without
// their own: the text before '@' is getClass().getName() (Outer$Inner, Outer$1).
public class default_tostring_registry {
    interface Plugin { String run(String input); }

    static class Upper implements Plugin {
        public String run(String s) { return s.toUpperCase(); }
    }

    static class Reverse implements Plugin {
        public String run(String s) { return new StringBuilder(s).reverse().toString(); }
        @Override public String toString() { return "Reverse()"; }
    }

    static class Outer {
        static class Deep implements Plugin {
            public String run(String s) { return "<" + s + ">"; }
        }
    }

    static String label(Object o) {
        String s = o.toString();
        int at = s.indexOf('@');
        return at < 0 ? s : s.substring(0, at) + "@<hash>";
    }

    public static void main(String[] args) {
        Map<String, Plugin> registry = new LinkedHashMap<>();
        registry.put("up", new Upper());
        registry.put("rev", new Reverse());
        registry.put("deep", new Outer.Deep());
        registry.put("dup", new Plugin() {
            public String run(String s) { return s + s; }
        });
        registry.put("lam", s -> s.strip());
        for (Map.Entry<String, Plugin> e : registry.entrySet()) {
            Plugin p = e.getValue();
            String name = e.getKey().equals("lam") ? "(lambda)" : label(p);
            System.out.printf("%-5s %-40s %s%n", e.getKey(), name, p.run(" ab "));
        }
        System.out.println(label(new default_tostring_registry()));
        System.out.println(new Upper().getClass().getName() + " " + new Outer.Deep().getClass().getSimpleName());
    }
}
