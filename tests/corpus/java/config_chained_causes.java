// features: custom_exceptions, uncaught_exception, try_statement, throw_statement, nested_static_class
import java.util.*;

public class ChainedFailure {
    static class ConfigException extends Exception {
        ConfigException(String msg, Throwable cause) { super(msg, cause); }
    }

    static class Loader {
        private final Map<String, String> raw = new LinkedHashMap<>();

        Loader() {
            raw.put("port", "8080");
            raw.put("timeout", "30s");
            raw.put("retries", "3");
        }

        int intValue(String key) throws ConfigException {
            String v = raw.get(key);
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new ConfigException("bad value for " + key, e);
            }
        }

        Map<String, Integer> loadAll() {
            Map<String, Integer> out = new TreeMap<>();
            for (String k : raw.keySet()) {
                try {
                    out.put(k, intValue(k));
                } catch (ConfigException e) {
                    System.out.println("skipping " + k + ": " + e.getMessage() + " <- " + e.getCause().getMessage());
                }
            }
            return out;
        }

        void strict() {
            try {
                for (String k : raw.keySet()) intValue(k);
            } catch (ConfigException e) {
                throw new IllegalStateException("configuration rejected", e);
            }
        }
    }

    static int depth(int n) {
        if (n == 0) throw new ArithmeticException("bottom reached");
        return depth(n - 1) + 1;
    }

    static void rethrow() {
        try {
            depth(2);
        } catch (ArithmeticException e) {
            System.out.println("logging: " + e);
            throw e;
        }
    }

    public static void main(String[] args) {
        Loader loader = new Loader();
        System.out.println(loader.loadAll());
        try {
            rethrow();
        } catch (RuntimeException e) {
            System.out.println("caught again: " + e.getMessage());
        }
        Throwable t = new RuntimeException("outer", new IllegalArgumentException("inner"));
        System.out.println(t + " / " + t.getCause());
        loader.strict();
    }
}
