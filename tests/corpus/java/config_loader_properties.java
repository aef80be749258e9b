// features: program, custom_exceptions, text_block, hash_map, string_methods, builtin_exceptions, lambda_expression, collections_utils
import java.util.*;

public class ConfigLoader {
    static class ConfigException extends Exception {
        ConfigException(String msg, Throwable cause) { super(msg, cause); }
        ConfigException(String msg) { super(msg); }
    }

    static Map<String, String> parse(String text) throws ConfigException {
        Map<String, String> out = new LinkedHashMap<>();
        String section = "";
        int lineNo = 0;
        for (String raw : text.split("\n")) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (line.startsWith("[") && line.endsWith("]")) {
                section = line.substring(1, line.length() - 1) + ".";
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) throw new ConfigException("line " + lineNo + ": expected key=value, got '" + line + "'");
            out.put(section + line.substring(0, eq).strip(), line.substring(eq + 1).strip());
        }
        return out;
    }

    static int intSetting(Map<String, String> cfg, String key) throws ConfigException {
        String v = cfg.get(key);
        if (v == null) throw new ConfigException("missing " + key);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new ConfigException("bad integer for " + key, e);
        }
    }

    public static void main(String[] args) {
        String good = """
            # server settings
            [server]
            host = example.org
            port = 8080
            threads=16

            [cache]
            size = 256
            ttl = 30s
            """;
        try {
            Map<String, String> cfg = parse(good);
            cfg.forEach((k, v) -> System.out.println(k + " -> " + v));
            System.out.println("port+1 = " + (intSetting(cfg, "server.port") + 1));
            System.out.println("threads*2 = " + intSetting(cfg, "server.threads") * 2);
            System.out.println("ttl = " + intSetting(cfg, "cache.ttl"));
        } catch (ConfigException e) {
            System.out.println("config error: " + e.getMessage());
            Throwable c = e.getCause();
            while (c != null) {
                System.out.println("  caused by " + c.getClass().getName() + ": " + c.getMessage());
                c = c.getCause();
            }
        }
        try {
            parse("[a]\nok = 1\nbroken line\n");
        } catch (ConfigException e) {
            System.out.println("config error: " + e.getMessage() + " (cause " + e.getCause() + ")");
        }
        Properties props = new Properties();
        props.setProperty("user", "ada");
        props.setProperty("lang", "java");
        System.out.println(props.getProperty("user") + " " + props.getProperty("missing", "default") + " " + props.size());
        Map<String, String> defaults = Map.of("mode", "fast");
        Map<String, String> merged = new TreeMap<>(defaults);
        merged.putIfAbsent("mode", "slow");
        merged.putIfAbsent("level", "3");
        System.out.println(merged);
        Map<String, String> view = Collections.unmodifiableMap(merged);
        try {
            view.put("x", "y");
        } catch (UnsupportedOperationException e) {
            System.out.println("read-only view");
        }
        System.out.println(view.equals(Map.of("mode", "fast", "level", "3")) + " " + new HashMap<>(merged).equals(merged));
    }
}
